// Each way to sit at a game, and its answers. The device's viewer is resolved first into what it is in this game's
// mode (the sandbox's one person, the hot-seat player at the device, a by-link copy's player); every question
// is then answered from the viewer's kind alone.
#include "table_policy.h"

#include "order.h"

namespace dip {

namespace {

// This copy's orders are sealed for the phase (sealed orders by link): they cannot change any more.
bool sealed_already(const Session& s, Power p) {
    const std::uint32_t phase = static_cast<std::uint32_t>(s.game().history().size());
    return s.sealed().on() && s.sealed().round(phase).seats.count(p) > 0;
}

}  // namespace

TablePolicy::TablePolicy(const Session& session, Viewer viewer) : session_(session), viewer_(viewer) {
    if (viewer_.kind == Viewer::Kind::Device) {
        switch (session.mode()) {
            case PlayMode::Sandbox: all_ = true; break;
            case PlayMode::HotSeat:
                hand_over_ = !session.hotseat_revealed();
                seat_ = hand_over_ ? kNoPower : session.hotseat_power();
                break;
            case PlayMode::ByLink: seat_ = session.me(); break;
        }
    } else if (viewer_.kind == Viewer::Kind::Seat) {
        seat_ = viewer_.seat;
    }
}

bool TablePolicy::present() const { return !session_.over(); }

bool TablePolicy::may_order(Power p) const {
    if (!present() || p == kNoPower) return false;
    if (all_) return true;
    return p == seat_ && !sealed_already(session_, p);
}

bool TablePolicy::sees_orders_of(Power p) const { return all_ || (p != kNoPower && p == seat_); }

std::vector<Order> TablePolicy::visible_orders() const {
    std::vector<Order> out;
    for (const Order& o : session_.orders())
        if (sees_orders_of(o.power)) out.push_back(o);
    return out;
}

std::string TablePolicy::visible_orders_text() const {
    if (all_) return session_.orders_text();
    return seat_ == kNoPower ? "" : session_.orders_text(seat_);
}

bool TablePolicy::must_choose_seat() const {
    return viewer_.kind == Viewer::Kind::Device && session_.mode() == PlayMode::ByLink && !session_.host() &&
           session_.me() == kNoPower;
}

bool TablePolicy::shared_device() const {
    return viewer_.kind == Viewer::Kind::Device && session_.mode() == PlayMode::HotSeat && session_.people() > 1;
}

bool TablePolicy::secret_ballots() const {
    return !(viewer_.kind == Viewer::Kind::Device && session_.mode() == PlayMode::HotSeat && session_.people() <= 1);
}

Power TablePolicy::turn() const {
    if (viewer_.kind != Viewer::Kind::Device || session_.mode() != PlayMode::HotSeat || !present()) return kNoPower;
    return session_.hotseat_power();
}

bool TablePolicy::may_play_phase() const { return present() && plays_phases(); }

bool TablePolicy::thinks_for_computers() const { return plays_phases(); }

// The device that plays this game's phases (and so its computer seats): the sandbox's, the hot-seat group's, the
// by-link copy that plays phases (the host's, or any with sealed orders), and a game master's.
bool TablePolicy::plays_phases() const {
    switch (viewer_.kind) {
        case Viewer::Kind::Device: return session_.mode() != PlayMode::ByLink || session_.plays_phases();
        case Viewer::Kind::GameMaster: return true;
        case Viewer::Kind::Seat:
        case Viewer::Kind::TableScreen:
        case Viewer::Kind::Spectator: return false;
    }
    return false;
}

// Taking a phase back: in the sandbox, for the host of a game by link before the next link is sent, and for a
// table's game master; never with sealed orders, where every player's copy played the phase.
bool TablePolicy::may_undo() const {
    if (session_.sealed().on()) return false;
    switch (viewer_.kind) {
        case Viewer::Kind::Device: return all_ || (session_.mode() == PlayMode::ByLink && session_.host());
        case Viewer::Kind::GameMaster: return true;
        case Viewer::Kind::Seat:
        case Viewer::Kind::TableScreen:
        case Viewer::Kind::Spectator: return false;
    }
    return false;
}

bool TablePolicy::may_edit_board() const { return all_ && present(); }

bool TablePolicy::may_replace_game() const { return all_; }

// Votes and seat changes: the sandbox, the hot-seat device, the host of a game by link (whose links carry them),
// the game master; not with sealed orders, where they would change one player's copy alone.
bool TablePolicy::may_hold_vote() const {
    if (!present() || session_.sealed().on()) return false;
    switch (viewer_.kind) {
        case Viewer::Kind::Device: return session_.mode() != PlayMode::ByLink || session_.host();
        case Viewer::Kind::GameMaster: return true;
        case Viewer::Kind::Seat:
        case Viewer::Kind::TableScreen:
        case Viewer::Kind::Spectator: return false;
    }
    return false;
}

}  // namespace dip
