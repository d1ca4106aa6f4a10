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
    return s.record().sealed.on() && s.record().sealed.round(phase).seats.count(p) > 0;
}

}  // namespace

// ---- The seats of this device's game --------------------------------------------------------------------

bool hot_seat(const Session& s) { return s.record().mode == PlayMode::HotSeat; }

bool by_link(const Session& s) { return s.record().mode == PlayMode::ByLink; }

Seats new_seats(PlayMode mode, const std::array<bool, kMaxPowers>& players, Power me) {
    Seats seats;
    seats.played.fill(true);
    if (mode == PlayMode::HotSeat) seats.set_players(players);
    if (mode == PlayMode::ByLink) seats.link_role(me, true);
    return seats;
}

std::string mode_name(PlayMode mode, bool against_computer) {
    if (against_computer) return "Against the computer";
    switch (mode) {
        case PlayMode::Sandbox: return "Sandbox";
        case PlayMode::HotSeat: return "Hot seat";
        default: return "By link";
    }
}

std::vector<Power> people_to_order(const Session& s) {
    std::vector<Power> out;
    for (Power pw : s.powers_to_order())
        if (!s.settings().computers.computer(pw) &&
            (s.record().mode != PlayMode::HotSeat || s.record().seats.played[pw]))
            out.push_back(pw);
    return out;
}

std::vector<Power> computers_to_think(const Session& s) {
    std::vector<Power> out;
    if (s.record().mode == PlayMode::ByLink && !plays_phases_here(s)) return out;  // the host's device plays them
    if (!chance_known(s)) return out;
    for (Power pw : s.powers_to_order())
        if (s.settings().computers.computer(pw) && !s.progress().computer_done[pw]) out.push_back(pw);
    return out;
}

Power hotseat_power(const Session& s) {
    return s.record().seats.turn_among(s.powers_to_order(), s.settings().computers);
}

int people(const Session& s) { return s.record().seats.people(s.map().power_count(), s.settings().computers); }

bool hotseat_revealed(const Session& s) { return s.record().seats.hotseat_revealed || people(s) <= 1; }

bool plays_phases_here(const Session& s) { return s.record().seats.host || s.record().sealed.on(); }

bool plays_itself(const Session& s) {
    return s.record().mode == PlayMode::HotSeat ||
           ((s.settings().computers.any() || by_link(s)) && plays_phases_here(s));
}

namespace {

// The one power a person plays (with people(s) == 1).
Power only_person(const Session& s) {
    for (int pw = 0; pw < s.map().power_count(); ++pw)
        if (s.record().seats.played[pw] && !s.settings().computers.computer(static_cast<Power>(pw)))
            return static_cast<Power>(pw);
    return kNoPower;
}

}  // namespace

bool against_computer(const Session& s) { return against_computer(s.record(), s.map().power_count()); }

bool against_computer(const GameHeader& record, int power_count) {
    return record.mode == PlayMode::HotSeat && record.seats.people(power_count, record.settings.computers) <= 1 &&
           record.settings.computers.any();
}

TablePolicy::TablePolicy(const Session& session, Viewer viewer) : session_(session), viewer_(viewer) {
    if (viewer_.kind == Viewer::Kind::Device) {
        switch (session.record().mode) {
            case PlayMode::Sandbox: all_ = true; break;
            case PlayMode::HotSeat:
                hand_over_ = !hotseat_revealed(session);
                seat_ = hand_over_ ? kNoPower : hotseat_power(session);
                // One person against computers keeps their seat while the computers finish: their orders stay
                // on the map until the results come.
                if (seat_ == kNoPower && people(session) == 1) seat_ = only_person(session);
                break;
            case PlayMode::ByLink: seat_ = session.record().seats.me; break;
        }
    } else if (viewer_.kind == Viewer::Kind::Seat) {
        seat_ = viewer_.seat;
    }
}

bool TablePolicy::present() const { return !session_.over(); }

bool TablePolicy::offers_preferences() const {
    const Session& s = session_;
    if (!present() || s.position().phase.kind != PhaseKind::Movement) return false;
    return by_link(s) || (hot_seat(s) && people(s) >= 2);
}

bool TablePolicy::may_order(Power p) const {
    if (!present() || p == kNoPower) return false;
    if (session_.record().mode == PlayMode::HotSeat && ready(session_)) return false;  // the people are done
    if (all_) return true;
    return p == seat_ && !sealed_already(session_, p);
}

bool TablePolicy::may_talk_as(Power p) const {
    return may_order(p) && !by_link(session_) && !session_.settings().computers.computer(p);
}

bool TablePolicy::sees_conversation(Power a, Power b) const {
    return all_ || (seat_ != kNoPower && (a == seat_ || b == seat_));
}

bool TablePolicy::sees_orders_of(Power p) const { return all_ || (p != kNoPower && p == seat_); }

std::vector<Order> TablePolicy::visible_orders() const {
    std::vector<Order> out;
    for (const Order& o : session_.orders())
        if (sees_orders_of(o.power)) out.push_back(o);
    return out;
}

std::string TablePolicy::visible_orders_text() const {
    if (all_) return orders_text(session_);
    return seat_ == kNoPower ? "" : orders_text(session_, seat_);
}

bool TablePolicy::must_choose_seat() const {
    return viewer_.kind == Viewer::Kind::Device && session_.record().mode == PlayMode::ByLink &&
           !session_.record().seats.host && session_.record().seats.me == kNoPower;
}

bool TablePolicy::shared_device() const {
    return viewer_.kind == Viewer::Kind::Device && session_.record().mode == PlayMode::HotSeat && people(session_) > 1;
}

bool TablePolicy::secret_ballots() const {
    return !(viewer_.kind == Viewer::Kind::Device && session_.record().mode == PlayMode::HotSeat &&
             people(session_) <= 1);
}

Power TablePolicy::turn() const {
    if (viewer_.kind != Viewer::Kind::Device || session_.record().mode != PlayMode::HotSeat || !present())
        return kNoPower;
    return hotseat_power(session_);
}

bool TablePolicy::may_play_phase() const { return present() && plays_phases(); }

bool TablePolicy::thinks_for_computers() const { return plays_phases(); }

// The device that plays this game's phases (and so its computer seats): the sandbox's, the hot-seat group's, the
// by-link copy that plays phases (the host's, or any with sealed orders), and a game master's.
bool TablePolicy::plays_phases() const {
    switch (viewer_.kind) {
        case Viewer::Kind::Device: return session_.record().mode != PlayMode::ByLink || plays_phases_here(session_);
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
    if (session_.record().sealed.on()) return false;
    switch (viewer_.kind) {
        case Viewer::Kind::Device:
            return all_ || (session_.record().mode == PlayMode::ByLink && session_.record().seats.host);
        case Viewer::Kind::GameMaster: return true;
        case Viewer::Kind::Seat:
        case Viewer::Kind::TableScreen:
        case Viewer::Kind::Spectator: return false;
    }
    return false;
}

// Only this device's viewer sits at a copy by link; a game master, a table screen or a spectator follows the
// game without its codes.
bool TablePolicy::shows_link_panel() const { return viewer_.kind == Viewer::Kind::Device && by_link(session_); }

bool TablePolicy::may_edit_board() const { return all_ && present(); }

bool TablePolicy::may_replace_game() const { return all_; }

// Votes and seat changes: the sandbox, the hot-seat device, the host of a game by link (whose links carry them),
// the game master; not with sealed orders, where they would change one player's copy alone.
bool TablePolicy::may_hold_vote() const {
    if (!present() || session_.record().sealed.on()) return false;
    switch (viewer_.kind) {
        case Viewer::Kind::Device: return session_.record().mode != PlayMode::ByLink || session_.record().seats.host;
        case Viewer::Kind::GameMaster: return true;
        case Viewer::Kind::Seat:
        case Viewer::Kind::TableScreen:
        case Viewer::Kind::Spectator: return false;
    }
    return false;
}

}  // namespace dip
