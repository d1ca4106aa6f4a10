#include "sealed_link.h"

#include "bot/levels.h"
#include "catalogue.h"
#include "position_text.h"
#include "sealed_orders.h"

namespace dip::sealed {

namespace {

std::vector<Order> orders_of(const std::vector<Order>& all, Power p) {
    std::vector<Order> out;
    for (const Order& o : all)
        if (o.power == p) out.push_back(o);
    return out;
}

bool same_step(const GameRecord::Step& a, const GameRecord::Step& b) {
    return a.edit == b.edit && (a.edit ? a.edited == b.edited : a.orders == b.orders);
}

// The first field in which two records differ, in words, for a link that differs from the record expected.
std::string first_difference(const GameRecord& a, const GameRecord& b, const Session& mine) {
    auto phase_name = [&](std::size_t k) {
        return k < mine.game().history().size() ? phase_text(mine.game().history()[k].position.phase)
                                                : phase_text(mine.position().phase);
    };
    if (a.mode != b.mode) return "it is played another way";
    if (a.settings.rules != b.settings.rules) return "its rules are not your game's (how it ends, or its variant)";
    if (a.settings.scoring != b.settings.scoring) return "its scoring is not your game's";
    if (!(a.settings.computers == b.settings.computers)) return "the computer plays other seats in it";
    if (a.tournament.civil_disorder != b.tournament.civil_disorder) return "other powers are in civil disorder in it";
    if (a.tournament.vote_phase != b.tournament.vote_phase || !(a.tournament.voted_end == b.tournament.voted_end))
        return "it holds votes your copy did not hold";
    if (!(a.start == b.start)) return "it starts from another position";
    if (a.seats.played != b.seats.played) return "its seats are not your game's";
    for (std::size_t k = 0; k < std::min(a.steps.size(), b.steps.size()); ++k)
        if (!same_step(a.steps[k], b.steps[k])) return "its " + phase_name(k) + " is not the one you have";
    if (a.steps.size() != b.steps.size()) return "it has another number of phases";
    if (a.sealed.on() != b.sealed.on() || a.sealed.absent_rule() != b.sealed.absent_rule() ||
        a.sealed.legacy_phases() != b.sealed.legacy_phases())
        return "its sealed orders are set differently (sealed, or the deadline rule)";
    for (int p = 0; p < kMaxPowers; ++p) {
        const Power pw = static_cast<Power>(p);
        if (a.sealed.key(pw) != b.sealed.key(pw))
            return "it gives " + mine.map().power(pw).name + "'s seat another key";
        if (a.sealed.missed(pw) != b.sealed.missed(pw)) return "it counts other withheld openings";
    }
    if (a.sealed.my_key() != b.sealed.my_key()) return "it holds a player's secret key";
    if (a.sealed.rounds() != b.sealed.rounds()) {
        for (const auto& [phase, round] : b.sealed.rounds())
            if (a.sealed.round(phase) != round)
                return "its sealed orders of " + phase_name(phase) + " are not the ones your copy has" +
                       (phase >= b.steps.size() ? " (a phase not played yet)" : "");
        return "it leaves out sealed orders your copy has";
    }
    if (!b.pending.empty()) return "it holds orders being written";
    return "it holds one player's own state (a seat, a time or a turn)";
}

}  // namespace

LinkCheck check_link(const Session& mine_session, const GameRecord& linked) {
    LinkCheck out;
    auto refuse = [&](std::string why) {
        out.verdict = LinkCheck::Verdict::Refused;
        out.why = std::move(why);
        return out;
    };
    const GameRecord mine = save_session(mine_session, 0);
    const Map& map = mine_session.map();
    const std::uint32_t k = static_cast<std::uint32_t>(mine.steps.size());
    const std::string now = phase_text(mine_session.position().phase);
    auto name = [&](Power p) { return map.power(p).name; };
    if (!(linked.version == PlayVersion{})) return refuse(other_version_text("This link", linked.version));
    if (linked.steps.size() <= k) {
        out.verdict = LinkCheck::Verdict::NothingNew;
        return out;
    }
    if (linked.steps.size() > k + 1)
        return refuse("This link is " + std::to_string(linked.steps.size() - k) +
                      " phases ahead of your copy, which is at " + now + ". Ask for the link of the phase after " +
                      now + " first: any player's copy can make it (Copy the link, while that phase is shown).");
    if (linked.steps[k].edit)
        return refuse("This link edits the board in " + now + ": a game of sealed orders is never edited.");

    // The new phase's seats, against the seals this copy holds.
    const SealedRound& used = linked.sealed.round(k);
    const SealedRound& held = mine.sealed.round(k);
    const PowerSet must = must_order(mine_session);
    const SealedProgress mine_now = progress(mine_session);
    const Power me = mine.seats.me;
    const auto mine_seat = held.seats.find(me);
    const bool i_opened = mine_seat != held.seats.end() && mine_seat->second.opened;
    const std::vector<Order>& orders = linked.steps[k].orders;
    // A game from before keys, whose copies updated at different phases (docs/FAIR_PLAY.md, "Games from before
    // keys"): the link's copy played this phase the earlier way, and this copy holds nothing of it either.
    if (linked.sealed.legacy_phases() == k + 1 && mine.sealed.legacy_phases() == k && held.seats.empty() &&
        used.seats.empty() && !used.settled) {
        GameRecord expected = shared_record(mine);
        expected.steps.push_back(linked.steps[k]);
        expected.sealed.set_legacy_phases(k + 1);
        GameRecord a = expected, b = linked;
        a.name.clear();
        b.name.clear();
        if (encode_game(a) != encode_game(b))
            return refuse("This link does not match your copy of the game: " + first_difference(a, b, mine_session) +
                          ".");
        expected.name = mine.name;
        expected.seats.me = mine.seats.me;
        expected.seats.host = mine.seats.host;
        expected.sealed.set_my_key(mine.sealed.my_key());
        out.verdict = LinkCheck::Verdict::Take;
        out.expected = std::move(expected);
        out.before_keys = true;
        return out;
    }
    if (!used.settled) return refuse("This link's " + now + " says nothing of who ordered: it is damaged.");
    if (used.counted & ~must)
        return refuse("This link counts " + names(map, used.counted & ~must) + " in " + now +
                      ", which gave no orders.");
    if (!mine.sealed.absent_rule() && used.counted != must)
        return refuse("This link plays " + now + " without " + names(map, must & ~used.counted) +
                      ", but this game has no deadline: every seat orders.");
    if (mine_now.may_take_openings && used.counted != mine_now.counted)
        return refuse("This link counts " + names(map, used.counted) + " in " + now + ", and your copy counts " +
                      names(map, mine_now.counted) + ".");
    SealedRound expected_round;
    expected_round.settled = true;
    expected_round.counted = used.counted;
    for (int q = 0; q < map.power_count(); ++q) {
        const Power p = static_cast<Power>(q);
        const std::vector<Order> given = orders_of(orders, p);
        if (mine_session.settings().computers.computer(p)) continue;  // thought again: ComputersCheck
        const auto u = used.seats.find(p);
        const auto h = held.seats.find(p);
        const bool opened = u != used.seats.end() && u->second.opened;
        // A seat whose preferences, opened with the movement phase before, decided this phase on this copy: its
        // orders are the ones they give, and it sealed nothing.
        if (mine_session.progress().decided[p]) {
            const std::optional<std::vector<Order>> decided =
                preferred_orders(mine_session.rules(), mine_session.position(), p, mine_session.preferences(p));
            if (!decided || given != *decided)
                return refuse("This link gives " + name(p) + " orders in " + now + " that " + name(p) +
                              "'s preferences do not give.");
            if (u != used.seats.end())
                return refuse("This link keeps a salt of " + name(p) + ", which did not order in " + now + ".");
            continue;
        }
        if (!has_power(used.counted, p) || !opened) {
            if (!given.empty())
                return refuse("This link gives " + name(p) + " orders in " + now +
                              " that were never sealed and opened.");
            if (p == me && i_opened)
                return refuse("This link plays " + now + " without your orders (" + name(p) + "), which you opened.");
            if (u != used.seats.end())
                return refuse("This link keeps a salt of " + name(p) + ", which did not order in " + now + ".");
            if (has_power(used.counted, p)) {  // withheld: its key, for the record, from its seal or the link
                SeatSeal& seat = expected_round.seats[p];
                if (h != held.seats.end()) seat.key = h->second.key;
                else if (const auto& key = linked.sealed.key(p)) seat.key = *key;
            }
            continue;
        }
        const std::vector<Order>& preferences = u->second.preferences;  // a movement phase's, sealed after its orders
        if (!preferences.empty() && mine_session.position().phase.kind != PhaseKind::Movement)
            return refuse("This link gives " + name(p) + " preferences in " + now + ", which is not a movement phase.");
        if (h != held.seats.end()) {
            if (seal_orders(map, {mine.id, mine.settings.rules.variant, k, p}, sealed_sequence(given, preferences),
                            u->second.salt) != h->second.seal)
                return refuse(p == me ? "This link changes your orders (" + name(p) + ") in " + now +
                                            ": they are not the ones you sealed."
                                      : name(p) + "'s orders in this link do not match the seal " + name(p) +
                                            " sent for " + now + ".");
        } else if (p == me) {
            return refuse("This link gives your seat (" + name(p) + ") orders in " + now + " that you never sealed.");
        } else if (mine_now.may_take_openings) {
            return refuse("This link counts " + name(p) + "'s orders in " + now + ", but " + name(p) +
                          "'s seal had not reached you when the openings began.");
        }
        SeatSeal& seat = expected_round.seats[p];
        seat.opened = true;
        seat.salt = u->second.salt;
        seat.preferences = preferences;
        if (h != held.seats.end()) seat.key = h->second.key;
        else if (const auto& key = linked.sealed.key(p)) seat.key = *key;
    }

    // The record expected: this copy's own, shared, with the new phase played as the link says.
    GameRecord expected = shared_record(mine);
    expected.steps.push_back(linked.steps[k]);
    expected.sealed.set_round(k, expected_round);
    const PowerSet twice = expected.sealed.finish(k);
    for (int q = 0; q < map.power_count(); ++q)
        if (has_power(twice, static_cast<Power>(q))) expected.tournament.civil_disorder[q] = true;
    GameRecord a = expected, b = linked;
    a.name.clear();
    b.name.clear();
    if (encode_game(a) != encode_game(b))
        return refuse("This link does not match your copy of the game: " + first_difference(a, b, mine_session) + ".");
    expected.name = mine.name;
    expected.seats.me = mine.seats.me;
    expected.seats.host = mine.seats.host;
    expected.sealed.set_my_key(mine.sealed.my_key());
    out.verdict = LinkCheck::Verdict::Take;
    out.expected = std::move(expected);
    return out;
}

GameRecord shared_record_at(const GameRecord& g, std::uint32_t phases) {
    GameRecord out = shared_record(g);
    if (phases >= out.steps.size()) return out;
    out.steps.resize(phases);
    out.sealed = out.sealed.as_of(phases, out.tournament.civil_disorder);
    if (out.tournament.vote_phase >= static_cast<int>(phases)) {
        out.tournament.vote_phase = -1;
        out.tournament.voted_end = {};
    }
    return out;
}

// A session at the phase before the last, with that phase's round settled: its chance is known, so the computer
// seats think as the copy that played it did. (The record's civil disorder after the phase differs only for people's
// seats, which do not think.)
ComputersCheck::ComputersCheck(const GameRecord& expected) : session_(standard_rules()) {
    GameRecord before = expected;
    recorded_ = before.steps.back().orders;
    before.steps.pop_back();
    std::string error;
    if (restore_session(before, session_, error)) session_.set_ready();
}

bool ComputersCheck::quick() const {
    for (Power p : computers_to_think(session_)) {
        const bot::LevelInfo* level = bot::find_level(*session_.settings().computers.level(p));
        if (!level || level->search) return false;
    }
    return true;
}

std::string ComputersCheck::verdict() const {
    for (int q = 0; q < session_.map().power_count(); ++q) {
        const Power p = static_cast<Power>(q);
        if (session_.settings().computers.computer(p) && session_.orders(p) != orders_of(recorded_, p))
            return "This link does not match your copy of the game: the computer's orders for " +
                   session_.map().power(p).name + " in " + phase_text(session_.position().phase) +
                   " are not the ones its chance gives.";
    }
    return "";
}

}  // namespace dip::sealed
