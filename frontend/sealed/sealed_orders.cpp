#include "sealed_orders.h"

#include <algorithm>

#include "adjustments.h"
#include "catalogue.h"
#include "order_sheet.h"
#include "sealed_codes.h"
#include "table_policy.h"
#include "text_util.h"

namespace dip::sealed {

namespace {

std::uint32_t phase_of(const Session& s) { return static_cast<std::uint32_t>(s.game().history().size()); }

SealFor seal_for(const Session& s, Power p) { return {s.record().id, s.settings().rules.variant, phase_of(s), p}; }

const std::string& name_of(const Session& s, Power p) { return s.map().power(p).name; }

const SeatSeal* seat_of(const Session& s, Power p) {
    const SealedRound& r = s.record().sealed.round(phase_of(s));
    const auto it = r.seats.find(p);
    return it == r.seats.end() ? nullptr : &it->second;
}

CodeAbout about_mine(const Session& s) {
    return {s.record().id, s.settings().rules.variant, phase_of(s), s.record().seats.me,
            PlayVersion{}, record_fingerprint(s)};
}

// The orders exactly as the game would play them: the order sheet keeps each one (one order per unit or province,
// a Formal power order once), and no more builds or removals are written than are due.
bool plays_as_written(const Session& s, Power p, const std::vector<Order>& orders) {
    OrderSheet sheet;
    for (const Order& o : orders) sheet.set(o, s.map());
    if (sheet.orders(s.map(), p) != orders) return false;
    if (s.position().phase.kind != PhaseKind::Adjustments) return true;
    const int due = adjustment_due(s.position(), p);
    int builds = 0, removals = 0;
    for (const Order& o : orders) {
        builds += o.kind == OrderKind::Build || o.kind == OrderKind::Waive;
        removals += o.kind == OrderKind::Remove || o.kind == OrderKind::Disband;
    }
    return builds <= std::max(due, 0) && removals <= std::max(-due, 0);
}

}  // namespace

std::vector<Order> sealed_sequence(const std::vector<Order>& orders, const std::vector<Order>& preferences) {
    std::vector<Order> out = orders;
    out.insert(out.end(), preferences.begin(), preferences.end());
    return out;
}

void split_preferences(std::vector<Order>& orders, std::vector<Order>& preferences) {
    std::vector<Order> all = std::move(orders);
    orders.clear();
    preferences.clear();
    for (const Order& o : all) (is_preference_order(o.kind) ? preferences : orders).push_back(o);
}

namespace {

// The seals this copy holds of the seats that must order, by fingerprint: what an opening is made with when there is
// no deadline (every seat seals before anyone opens).
SealList held_must(const Session& s, PowerSet must) {
    SealList out;
    for (const auto& [p, seat] : s.record().sealed.round(phase_of(s)).seats)
        if (has_power(must, p)) out[p] = fingerprint(seat.seal);
    return out;
}

// Why a code cannot be taken into this game now, whatever it holds: another game or variant, another version of the
// rules or computer players, a phase other than the one being played, another record, or a seat with no orders to
// give. "" when it may be.
std::string wrong_about(const Session& s, const CodeAbout& a, const char* what) {
    const std::string kind = std::string("This ") + what;
    if (a.variant != s.settings().rules.variant)
        return kind + " is for a game of another variant (" + catalogue().at(a.variant).name + ").";
    if (a.game_id != s.record().id) return kind + " belongs to another game.";
    if (!(a.version == PlayVersion{})) return other_version_text(kind, a.version);
    if (a.phase < phase_of(s)) return kind + " is for an earlier phase, already played.";
    if (a.phase > phase_of(s))
        return kind + " is for a later phase than your copy has reached: open the game's newest link first.";
    if (s.record().sealed.round(a.phase).settled)  // the chance is drawn: nothing may change who counts or with what
                                                   // salt
        return kind + " came too late: your copy is playing this phase already.";
    if (a.record != record_fingerprint(s))
        return kind +
               " was made on a copy of this game that is not the same as yours (its phases, seats or settings "
               "differ). Compare the game's links in your chat.";
    if (!has_power(must_order(s), a.power)) return name_of(s, a.power) + " gives no orders this phase.";
    return "";
}

std::string take_seal(Session& s, const Signed<SealCode>& c, bool other_claim) {
    if (std::string why = wrong_about(s, c.code.about, "sealed code"); !why.empty()) return why;
    const Power p = c.code.about.power;
    if (!c.signed_by(c.code.key)) return "This sealed code is damaged: its signature does not match it.";
    // A copy with no seat this phase: who counts is fixed once it took an opening.
    if (s.record().sealed.absent_rule() &&
        (s.record().seats.me == kNoPower || !has_power(must_order(s), s.record().seats.me)) && progress(s).opened)
        return name_of(s, p) + "'s seal came after the openings began: " + name_of(s, p) +
               " does not order this phase.";
    return s.change_record().sealed.take_seal(phase_of(s), p, c.code.seal, c.code.key, s.record().seats.me,
                                              name_of(s, p), other_claim);
}

// The key a seat signs this phase's codes with: the one its seal came with.
std::string not_signed(const Session& s, Power p, const std::vector<std::uint8_t>& message, const Signature& sig,
                       const char* what) {
    const SeatSeal* seat = seat_of(s, p);
    const std::string& name = name_of(s, p);
    if (!seat) return "There is no seal from " + name + " yet: take " + name + "'s sealed code first.";
    if (!verify(seat->key, message, sig))
        return std::string("This ") + what + " was not signed by " + name + "'s player (key " + key_text(seat->key) +
               "): it is refused.";
    return "";
}

std::string take_ready(Session& s, const Signed<ReadyCode>& c) {
    if (std::string why = wrong_about(s, c.code.about, "ready code"); !why.empty()) return why;
    const Power p = c.code.about.power;
    if (!s.record().sealed.absent_rule()) return "This game has no deadline: there are no ready codes to take.";
    if (std::string why = not_signed(s, p, c.message, c.signature, "ready code"); !why.empty()) return why;
    return s.change_record().sealed.take_ready(phase_of(s), p, c.code.held, s.record().seats.me, name_of(s, p));
}

// Why openings cannot be taken yet: the ready codes (deadline rule) or the seals they come after are not all in.
std::string openings_wait(const Session& s, const SealedProgress& p) {
    if (!s.record().sealed.absent_rule())
        return "Openings come after every seal: waiting for " + names(s.map(), p.missing) + ".";
    const bool mine_must = s.record().seats.me != kNoPower && has_power(p.must, s.record().seats.me);
    if (mine_must && !(seat_of(s, s.record().seats.me) && seat_of(s, s.record().seats.me)->ready))
        return "Say you are ready first (and send your ready code): openings come after the ready codes.";
    if (p.not_ready) return "Openings come after the ready codes: waiting for " + names(s.map(), p.not_ready) + ".";
    return "Openings come after the ready codes: nobody is ready yet.";
}

std::string take_opening(Session& s, const Signed<OpeningCode>& c) {
    if (std::string why = wrong_about(s, c.code.about, "opening code"); !why.empty()) return why;
    const Power p = c.code.about.power;
    const std::string& name = name_of(s, p);
    if (std::string why = not_signed(s, p, c.message, c.signature, "opening code"); !why.empty()) return why;
    const SeatSeal& seat = *seat_of(s, p);
    if (seat.opened) return "";  // taken already
    if (p == s.record().seats.me)
        return "This opening code is for your own seat (" + name + "), but it was not made on this device.";
    const SealedProgress progress_now = progress(s);
    if (!progress_now.may_take_openings) return openings_wait(s, progress_now);
    if (!has_power(progress_now.counted, p)) return name + " does not order this phase: its opening is not needed.";
    if (seal_orders(s.map(), seal_for(s, p), c.code.orders, c.code.salt) != seat.seal)
        return name + "'s opening does not match the seal " + name + " sent: these are not the orders sealed.";
    std::vector<Order> orders = c.code.orders, preferences;
    if (s.position().phase.kind == PhaseKind::Movement) split_preferences(orders, preferences);
    if (sealed_sequence(orders, preferences) != c.code.orders || !plays_as_written(s, p, orders))
        return name +
               "'s opening holds orders the game would not play as written (two orders for one unit, or more "
               "builds or removals than due): it is refused.";
    const Fingerprint held =
        s.record().sealed.absent_rule() ? fingerprint(seat.held) : fingerprint(held_must(s, progress_now.must));
    if (c.code.held != held)
        return s.record().sealed.absent_rule()
                   ? name + "'s opening does not match the ready code " + name + " sent."
                   : name +
                         " opened holding other seals than you hold: a seat sent different seals to different "
                         "players, or two players claim one. Compare the sealed codes in your chat.";
    if (c.code.counted != progress_now.counted)
        return name + " counts " + names(s.map(), c.code.counted) + " this phase, and your copy counts " +
               names(s.map(), progress_now.counted) +
               ": you do not hold the same ready codes. Compare them in "
               "your chat.";
    s.change_record().sealed.record_opening(phase_of(s), p, c.code.salt, preferences);
    return accept_orders_code(s, p, phase_of(s), s.record().id, orders, c.code.about.variant, preferences);
}

}  // namespace

std::string names(const Map& map, PowerSet set) {
    std::vector<std::string> out;
    for (int p = 0; p < map.power_count(); ++p)
        if (has_power(set, static_cast<Power>(p))) out.push_back(map.power(static_cast<Power>(p)).name);
    std::string text;
    for (std::size_t i = 0; i < out.size(); ++i) text += (i == 0 ? "" : i + 1 == out.size() ? " and " : ", ") + out[i];
    return text;
}

PowerSet must_order(const Session& s) {
    PowerSet out = 0;
    for (Power p : people_to_order(s)) out |= power_bit(p);
    return out;
}

SealedProgress progress(const Session& s) {
    return sealed_progress(s.record().sealed, phase_of(s), must_order(s), s.record().seats.me);
}

PowerSet open_seats(const Session& s) {
    PowerSet out = 0;
    for (int q = 0; q < s.map().power_count(); ++q) {
        const Power p = static_cast<Power>(q);
        if (!s.record().tournament.civil_disorder[p] && !s.settings().computers.computer(p) &&
            !s.record().sealed.key(p))
            out |= power_bit(p);
    }
    return out;
}

std::vector<std::string> standing(const Session& s) {
    const SealedProgress p = progress(s);
    const SealedRound& r = s.record().sealed.round(phase_of(s));
    std::vector<std::string> out;
    const bool deadline = s.record().sealed.absent_rule();
    const PowerSet waiting_open = p.to_open & p.sealed & (deadline ? p.ready : ~PowerSet{0});
    for (const auto& [set, words] :
         {std::pair{p.opened, "Opened: "},
          {waiting_open, deadline ? "Ready, not opened yet: " : "Sealed, not opened yet: "},
          {deadline ? p.sealed & ~p.ready & ~p.left_out : PowerSet{0}, "Sealed, not ready yet: "},
          {p.missing & ~p.left_out, "Not sealed yet: "},
          {p.left_out, "Not ordering this phase: "}})
        if (set) out.push_back(words + names(s.map(), set) + ".");
    // Ready lists that name another seal for a seat than the one this copy holds: it does not count.
    PowerSet differ = 0;
    for (const auto& [q, seat] : r.seats)
        for (const auto& [listed, print] : seat.held)
            if (const auto held = r.seats.find(listed);
                held != r.seats.end() && fingerprint(held->second.seal) != print)
                differ |= power_bit(listed);
    if (differ)
        out.push_back("Players hold different seals for " + names(s.map(), differ) +
                      ": sent differently to different players, or claimed by two. It does not order this phase.");
    PowerSet warned = 0;
    for (int q = 0; q < s.map().power_count(); ++q)
        if (s.record().sealed.missed(static_cast<Power>(q)) == 1 &&
            !s.record().tournament.civil_disorder[static_cast<Power>(q)])
            warned |= power_bit(static_cast<Power>(q));
    if (warned)
        out.push_back(names(s.map(), warned) +
                      " withheld an opening last time: one more in a row, and civil disorder.");
    return out;
}

std::string mine_state(const Session& s) {
    const SeatSeal* mine = s.record().seats.me == kNoPower ? nullptr : seat_of(s, s.record().seats.me);
    return !mine ? "none" : mine->opened ? "opened" : mine->ready ? "ready" : "sealed";
}

std::vector<std::string> keys(const Session& s) {
    std::vector<std::string> out;
    const SealedRound& r = s.record().sealed.round(phase_of(s));
    for (int q = 0; q < s.map().power_count(); ++q) {
        const Power p = static_cast<Power>(q);
        if (const auto& pinned = s.record().sealed.key(p)) out.push_back(name_of(s, p) + " " + key_text(*pinned));
        else if (const auto it = r.seats.find(p); it != r.seats.end())
            out.push_back(name_of(s, p) + " " + key_text(it->second.key) + " (claimed)");
    }
    return out;
}

Fingerprint record_fingerprint(const Session& s) {
    GameRecord g = shared_record(save_session(s, 0));
    g.name.clear();  // each player may call their copy what they like
    const std::string bytes = encode_game(g);
    return fingerprint(std::vector<std::uint8_t>(bytes.begin(), bytes.end()));
}

std::string join(Session& s, Power power, const std::array<std::uint64_t, 4>& random, bool pin_now) {
    if (!s.record().sealed.on()) return "This game's orders are not sealed.";
    if (power >= s.map().power_count() || !has_power(open_seats(s), power))
        return name_of(s, power < s.map().power_count() ? power : Power{0}) + " is not a seat you can take.";
    const SecretKey key = make_secret_key(random[0], random[1], random[2], random[3]);
    s.change_record().sealed.set_my_key(key);
    if (pin_now) s.change_record().sealed.pin(power, public_key_of(key));
    s.change_record().seats.link_role(power, s.record().seats.host);
    return "";
}

std::string leave(Session& s) {
    if (s.record().seats.me == kNoPower) return "";
    if (s.record().sealed.key(s.record().seats.me))
        return "Your seat is yours for the rest of the game: its key is pinned.";
    SealedRound r = s.record().sealed.round(phase_of(s));
    r.seats.erase(s.record().seats.me);
    s.change_record().sealed.set_round(phase_of(s), std::move(r));
    s.change_record().sealed.set_my_key(std::nullopt);
    s.clear_orders(s.record().seats.me);
    s.change_record().seats.link_role(kNoPower, s.record().seats.host);
    return "";
}

std::string seal_mine(Session& s, std::uint64_t random_a, std::uint64_t random_b) {
    if (!s.record().sealed.on()) return "This game's orders are not sealed.";
    if (s.record().seats.me == kNoPower || !has_power(must_order(s), s.record().seats.me))
        return "You have no orders to give this phase.";
    if (!s.record().sealed.my_key())
        return "This copy has no key for your seat: open the game's link again and choose it.";
    const Power me = s.record().seats.me;
    const std::vector<Order> orders = s.orders(me);
    if (!plays_as_written(s, me, orders))
        return "You have written more builds or removals than are due: take some back before sealing.";
    // A movement phase's preferences are sealed after the orders, and opened with them.
    std::vector<Order> preferences;
    if (s.position().phase.kind == PhaseKind::Movement) preferences = preference_orders(s.preferences(me), me);
    const Salt salt = make_salt(random_a, random_b);
    const Seal seal = seal_orders(s.map(), seal_for(s, me), sealed_sequence(orders, preferences), salt);
    return s.change_record().sealed.seal_mine(phase_of(s), me, seal, salt, public_key_of(*s.record().sealed.my_key()),
                                              std::move(preferences));
}

std::string sealed_code(const Session& s) {
    const SeatSeal* mine = s.record().seats.me == kNoPower ? nullptr : seat_of(s, s.record().seats.me);
    if (!mine || !s.record().sealed.my_key()) return "";
    return encode_seal_code({about_mine(s), mine->seal, mine->key}, *s.record().sealed.my_key());
}

std::string ready_mine(Session& s) {
    if (!s.record().sealed.absent_rule())
        return "This game has no deadline: open your orders once every seat has sealed.";
    if (s.record().seats.me == kNoPower || !seat_of(s, s.record().seats.me)) return "Seal your orders first.";
    return s.change_record().sealed.ready_mine(phase_of(s), s.record().seats.me);
}

std::string ready_code(const Session& s) {
    const SeatSeal* mine = s.record().seats.me == kNoPower ? nullptr : seat_of(s, s.record().seats.me);
    if (!mine || !mine->ready || !s.record().sealed.my_key()) return "";
    return encode_ready_code({about_mine(s), mine->held}, *s.record().sealed.my_key());
}

std::string open_mine(Session& s) {
    const SealedProgress p = progress(s);
    if (p.may_open) return s.change_record().sealed.open_mine(phase_of(s), s.record().seats.me);
    const SeatSeal* mine = s.record().seats.me == kNoPower ? nullptr : seat_of(s, s.record().seats.me);
    if (s.record().seats.me == kNoPower || !has_power(p.must, s.record().seats.me))
        return "You have no orders to give this phase.";
    if (!mine) return "Seal your orders first.";
    if (mine->opened) return "";
    if (s.record().sealed.absent_rule() && !mine->ready) return "Say you are ready first.";
    if (!p.may_take_openings) return openings_wait(s, p);
    return "Your seal did not reach every player before they were ready: your orders do not count this phase.";
}

std::string opening_code(const Session& s) {
    const SeatSeal* mine = s.record().seats.me == kNoPower ? nullptr : seat_of(s, s.record().seats.me);
    if (!mine || !mine->opened || !s.record().sealed.my_key()) return "";
    const SealedProgress p = progress(s);
    OpeningCode c;
    c.about = about_mine(s);
    c.orders = sealed_sequence(s.orders(s.record().seats.me), mine->preferences);
    c.salt = mine->salt;
    c.held = s.record().sealed.absent_rule() ? fingerprint(mine->held) : fingerprint(held_must(s, p.must));
    c.counted = p.counted;
    return encode_opening_code(c, *s.record().sealed.my_key());
}

std::string take_codes(Session& s, std::string_view text, std::string& taken, bool other_claim) {
    taken.clear();
    if (!s.record().sealed.on()) return "This game's orders are not sealed.";
    // Seals first, then ready codes, then openings, whatever order they were pasted in.
    std::array<std::vector<std::string_view>, 3> codes;
    int others = 0;
    for (std::string_view line : split_lines(text))
        for (std::string_view word : split_words(line)) {
            const std::vector<std::uint8_t> bytes = save_string_bytes(word);
            // Words of the message around the codes, and links of the game, are passed over.
            if (bytes.size() < 2 || bytes[0] != 0xD1) continue;
            if (bytes[1] == 'S') codes[0].push_back(word);
            else if (bytes[1] == 'R') codes[1].push_back(word);
            else if (bytes[1] == 'U') codes[2].push_back(word);
            else if (bytes[1] == 'O') ++others;
        }
    if (codes[0].empty() && codes[1].empty() && codes[2].empty())
        return others ? "This is an orders code of a game with a host, or an opening of an earlier version: ask for "
                        "the codes of this game's sealed orders."
                      : "There is no sealed, ready or opening code here: paste the codes the other players sent.";
    for (std::size_t kind = 0; kind < codes.size(); ++kind)
        for (std::string_view word : codes[kind]) {
            std::string error, why;
            Power power = kNoPower;
            if (kind == 0) {
                const Expected<Signed<SealCode>> c = decode_seal_code(word);
                if (c) why = take_seal(s, *c, other_claim), power = c->code.about.power;
                else error = c.failure().message;
            } else if (kind == 1) {
                const Expected<Signed<ReadyCode>> c = decode_ready_code(word);
                if (c) why = take_ready(s, *c), power = c->code.about.power;
                else error = c.failure().message;
            } else {
                const Expected<Signed<OpeningCode>> c = decode_opening_code(word);
                if (c) why = take_opening(s, *c), power = c->code.about.power;
                else error = c.failure().message;
            }
            if (!error.empty()) return error;
            if (!why.empty()) return why;
            static const char* kWords[] = {" sealed.", " is ready.", " opened."};
            taken += (taken.empty() ? "" : " ") + name_of(s, power) + kWords[kind];
        }
    return "";
}

std::string prepare_play(Session& s, bool without_unopened) {
    const SealedProgress p = progress(s);
    if (!p.may_play && !(without_unopened && p.may_play_without)) {
        if (p.missing && !s.record().sealed.absent_rule())
            return "Waiting for seals from " + names(s.map(), p.missing) + ".";
        if (!p.may_take_openings) return openings_wait(s, p);
        if (p.to_open) return "Waiting for the orders of " + names(s.map(), p.to_open) + " to be opened.";
        return "Nobody has opened their orders yet.";
    }
    const PowerSet opened = p.opened;
    for (Power pw : people_to_order(s))
        if (!has_power(opened, pw)) s.clear_orders(pw);
    s.change_record().sealed.settle(phase_of(s), p.counted);
    return "";
}

}  // namespace dip::sealed
