#include "sealed_orders.h"

#include <algorithm>

#include "catalogue.h"
#include "text_util.h"

namespace dip::sealed {

namespace {

std::uint32_t phase_of(const Session& s) { return static_cast<std::uint32_t>(s.game().history().size()); }

SealFor seal_for(const Session& s, Power p) { return {s.id(), s.settings().rules.variant, phase_of(s), p}; }

std::vector<Order> orders_of(const std::vector<Order>& all, Power p) {
    std::vector<Order> out;
    for (const Order& o : all)
        if (o.power == p) out.push_back(o);
    return out;
}

// Why a code of this game cannot be taken now: another game, or a phase other than the one being played.
std::string wrong_phase(const Session& s, std::uint64_t game_id, std::uint32_t phase, const char* what) {
    if (game_id != s.id()) return std::string("This ") + what + " belongs to another game.";
    if (phase < phase_of(s)) return std::string("This ") + what + " is for an earlier phase, already played.";
    if (phase > phase_of(s)) return std::string("This ") + what + " is for a later phase than this game has reached.";
    return "";
}

std::string take_seal(Session& s, const SealCode& c) {
    if (std::string why = wrong_phase(s, c.game_id, c.phase, "sealed code"); !why.empty()) return why;
    const std::string& name = s.map().power(c.power).name;
    if (!has_power(must_order(s), c.power)) return name + " gives no orders this phase: its seal is not needed.";
    return s.change_sealed().take_seal(c.phase, c.power, c.seal, s.me(), name);
}

std::string take_opening(Session& s, const OrdersCode& c) {
    if (!c.opening) return "This is an orders code for a game without sealed orders: ask for the opening code.";
    if (std::string why = wrong_phase(s, c.game_id, c.phase, "opening code"); !why.empty()) return why;
    const std::string& name = s.map().power(c.power).name;
    const SeatSeal* held = nullptr;
    if (const auto it = s.sealed().round(c.phase).find(c.power); it != s.sealed().round(c.phase).end())
        held = &it->second;
    if (held && held->opened) return "";  // taken already (its own, or a second copy)
    const Seal recomputed = seal_orders(s.map(), seal_for(s, c.power), c.orders, c.salt);
    std::string why = s.change_sealed().take_opening(c.phase, c.power, recomputed, c.salt, c.saw, name);
    if (why.empty()) why = s.accept_orders_code(c.power, c.phase, c.game_id, c.orders);
    return why;
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
    for (Power p : s.people_to_order()) out |= power_bit(p);
    return out;
}

SealedProgress progress(const Session& s) { return sealed_progress(s.sealed(), phase_of(s), must_order(s), s.me()); }

std::vector<std::string> standing(const Session& s) {
    const SealedProgress p = progress(s);
    const PowerSet opened = s.sealed().opened(phase_of(s)) & s.sealed().agreed(phase_of(s)) & p.must;
    std::vector<std::string> out;
    for (const auto& [set, words] : {std::pair{opened, "Opened: "},
                                     {p.to_open & s.sealed().sealed(phase_of(s)), "Sealed, not opened yet: "},
                                     {p.missing & ~p.left_out, "Not sealed yet: "},
                                     {p.left_out, "Not ordering this phase: "}})
        if (set) out.push_back(words + names(s.map(), set) + ".");
    return out;
}

std::string seal_mine(Session& s, std::uint64_t random_a, std::uint64_t random_b) {
    if (!s.sealed().on()) return "This game's orders are not sealed.";
    if (s.me() == kNoPower || !has_power(must_order(s), s.me())) return "You have no orders to give this phase.";
    const Salt salt = make_salt(random_a, random_b);
    const Seal seal = seal_orders(s.map(), seal_for(s, s.me()), s.orders(s.me()), salt);
    return s.change_sealed().seal_mine(phase_of(s), s.me(), seal, salt);
}

std::string sealed_code(const Session& s) {
    const SealedRound& r = s.sealed().round(phase_of(s));
    const auto mine = r.find(s.me());
    if (mine == r.end()) return "";
    return encode_seal_code({s.id(), phase_of(s), s.me(), s.settings().rules.variant, mine->second.seal});
}

std::string open_mine(Session& s) {
    const SealedProgress p = progress(s);
    if (!p.may_open) {
        const SealedPlay& play = s.sealed();
        if (s.me() == kNoPower || !has_power(p.must, s.me())) return "You have no orders to give this phase.";
        if (!has_power(play.sealed(phase_of(s)), s.me())) return "Seal your orders first.";
        if (has_power(play.opened(phase_of(s)), s.me())) return "";
        if (!has_power(play.agreed(phase_of(s)), s.me()))
            return "Others opened their orders before your seal reached them: yours do not count this phase.";
        return "Not every seat has sealed yet: waiting for " + names(s.map(), p.missing) + ".";
    }
    return s.change_sealed().open_mine(phase_of(s), s.me());
}

std::string opening_code(const Session& s) {
    const SealedRound& r = s.sealed().round(phase_of(s));
    const auto mine = r.find(s.me());
    if (mine == r.end() || !mine->second.opened) return "";
    OrdersCode c;
    c.game_id = s.id();
    c.phase = phase_of(s);
    c.power = s.me();
    c.orders = s.orders(s.me());
    c.variant = s.settings().rules.variant;
    c.opening = true;
    c.salt = mine->second.salt;
    c.saw = mine->second.saw;
    return encode_orders_code(c);
}

std::string take_codes(Session& s, std::string_view text, std::string& taken) {
    taken.clear();
    if (!s.sealed().on()) return "This game's orders are not sealed.";
    std::vector<std::string_view> words;
    for (std::string_view line : split_lines(text))
        for (std::string_view word : split_words(line)) words.push_back(word);
    int codes = 0;
    for (std::string_view word : words) {
        const std::vector<std::uint8_t> bytes = save_string_bytes(word);
        // Words of the message around the codes, and links of the game, are passed over.
        if (bytes.size() < 2 || bytes[0] != 0xD1 || (bytes[1] != 'S' && bytes[1] != 'O')) continue;
        ++codes;
        std::string error, why;
        Power power = kNoPower;
        bool opening = false;
        if (bytes[1] == 'S') {
            SealCode c;
            if (decode_seal_code(word, c, error)) why = take_seal(s, c), power = c.power;
        } else {
            OrdersCode c;
            if (decode_orders_code(word, c, error)) why = take_opening(s, c), power = c.power, opening = true;
        }
        if (!error.empty()) return error;
        if (!why.empty()) return why;
        taken += (taken.empty() ? "" : " ") + s.map().power(power).name + (opening ? " opened." : " sealed.");
    }
    return codes ? "" : "There is no sealed code or opening here: paste the codes the other players sent.";
}

std::string prepare_play(Session& s, bool without_unopened) {
    const SealedProgress p = progress(s);
    if (!p.may_play && !(without_unopened && p.may_play_without)) {
        if (p.missing && !s.sealed().absent_rule()) return "Waiting for seals from " + names(s.map(), p.missing) + ".";
        if (p.to_open) return "Waiting for the orders of " + names(s.map(), p.to_open) + " to be opened.";
        if (p.left_out) return names(s.map(), p.left_out) + " sealed too late: the phase cannot be played.";
        return "Nobody has opened their orders yet.";
    }
    const std::uint32_t phase = phase_of(s);
    const PowerSet counted = s.sealed().opened(phase) & s.sealed().agreed(phase);
    for (Power pw : s.people_to_order())
        if (!has_power(counted, pw)) s.clear_orders(pw);
    SealedRound round = s.sealed().round(phase);
    for (auto& [power, seat] : round)
        if (seat.opened && !has_power(counted, power)) seat = SeatSeal{seat.seal, false, {}, 0};
    s.change_sealed().set_round(phase, std::move(round));
    return "";
}

std::string check_link(const SavedGame& mine, const SavedGame& linked, const std::vector<std::string>& phase_names) {
    if (!mine.sealed.on() || linked.id != mine.id) return "";
    const Map& map = catalogue().at(mine.rules.variant).map;
    auto name = [&](Power p) { return map.power(p).name; };
    auto phase_name = [&](std::size_t k) { return k < phase_names.size() ? phase_names[k] : "a phase"; };
    const std::size_t common = std::min(mine.steps.size(), linked.steps.size());
    for (std::size_t k = 0; k < common; ++k)
        for (int q = 0; q < map.power_count(); ++q) {
            const Power p = static_cast<Power>(q);
            if (mine.steps[k].edit != linked.steps[k].edit ||
                !same_orders(map, orders_of(mine.steps[k].orders, p), orders_of(linked.steps[k].orders, p)))
                return "This link does not match your copy of the game: " + name(p) + "'s orders in " + phase_name(k) +
                       " are not the ones you have.";
        }
    const std::uint32_t k = static_cast<std::uint32_t>(mine.steps.size());
    if (k >= linked.steps.size() || linked.steps[k].edit) return "";
    const SealedRound& held = mine.sealed.round(k);
    const SealedRound& used = linked.sealed.round(k);
    const auto mine_seat = held.find(mine.me);
    const bool i_opened = mine_seat != held.end() && mine_seat->second.opened;
    for (int q = 0; q < map.power_count(); ++q) {
        const Power p = static_cast<Power>(q);
        const std::vector<Order> orders = orders_of(linked.steps[k].orders, p);
        const auto h = held.find(p);
        const auto u = used.find(p);
        const bool counted = u != used.end() && u->second.opened;
        if (p == mine.me && mine_seat != held.end()) {
            if (counted &&
                (u->second.salt != mine_seat->second.salt || !same_orders(map, orders, orders_of(mine.pending, p))))
                return "This link changes your orders (" + name(p) + ") in " + phase_name(k) +
                       ": they are not the ones you sealed.";
            if (!counted && i_opened)
                return "This link plays " + phase_name(k) + " without your orders (" + name(p) + "), which you opened.";
            continue;
        }
        if (counted) {
            if (h == held.end()) {
                if (i_opened)
                    return "This link counts " + name(p) + "'s orders in " + phase_name(k) + ", but " + name(p) +
                           " had not sealed when you opened yours.";
                continue;
            }
            if (seal_orders(map, {mine.id, mine.rules.variant, k, p}, orders, u->second.salt) != h->second.seal)
                return name(p) + "'s orders in this link do not match the seal " + name(p) + " sent for " +
                       phase_name(k) + ".";
        } else if (!orders.empty() && !mine.computers.computer(p)) {
            return "This link gives " + name(p) + " orders in " + phase_name(k) + " that were never sealed and opened.";
        }
    }
    return "";
}

}  // namespace dip::sealed
