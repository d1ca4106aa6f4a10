// Requests and answers between the page and the program that thinks for it (see think_wire.h).
#include "think_wire.h"

#include "catalogue.h"
#include "compact.h"
#include "decision.h"
#include "levels.h"
#include "press/negotiator.h"
#include "press/talk_round.h"
#include "press_wire.h"

namespace dip::bot {

namespace {

// 2: the variant's catalogue number, powers in 6 bits; 3: relations; 4: the level as a varint (it was two bits);
// 5: the deals in force; 6: the task (orders or proposals) and, for proposals, the game's messages; 7: the moves
// that bounced in the last movement phase (relations.h); 8: the talk of every computer seat (talk_round.h) in the
// place of one seat's proposals; 9: each pair's grudge, a broken promise remembered (relations.h)
constexpr std::uint32_t kVersion = 9;
constexpr std::uint32_t kMostDeals = 4096;
// Harm, trust and grudge go in 4, 3 and 4 bits.
static_assert(Relations::kMostHarm < 16 && Relations::kMostTrust < 8 && Relations::kGrudgePhases < 16);
constexpr char kHex[] = "0123456789abcdef";

std::string to_hex(const std::vector<std::uint8_t>& bytes) {
    std::string out;
    out.reserve(bytes.size() * 2);
    for (std::uint8_t b : bytes) {
        out += kHex[b >> 4];
        out += kHex[b & 15];
    }
    return out;
}

int hex_digit(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    return -1;
}

bool from_hex(std::string_view text, std::vector<std::uint8_t>& bytes) {
    if (text.size() % 2) return false;
    bytes.clear();
    for (std::size_t i = 0; i < text.size(); i += 2) {
        const int hi = hex_digit(text[i]), lo = hex_digit(text[i + 1]);
        if (hi < 0 || lo < 0) return false;
        bytes.push_back(static_cast<std::uint8_t>(hi * 16 + lo));
    }
    return true;
}

}  // namespace

std::string encode_think_request(const ThinkRequest& r) {
    const VariantInfo& variant = catalogue().at(r.rules.variant);
    const Map& map = variant.map;
    BitWriter w;
    w.varint(kVersion);
    w.varint(static_cast<std::uint32_t>(r.rules.variant));
    w.varint(static_cast<std::uint32_t>(r.rules.victory_centres + 1));  // -1 (no solo) as 0
    w.varint(static_cast<std::uint32_t>(r.rules.end_year));
    w.varint(static_cast<std::uint32_t>(r.rules.max_turns));
    w.bits(r.power, 6);
    w.varint(static_cast<std::uint32_t>(r.level));  // as it is: any number of levels (levels.h)
    w.bits(static_cast<std::uint32_t>(r.seed), 32);
    w.bits(static_cast<std::uint32_t>(r.seed >> 32), 32);
    pack_position(w, r.position, *variant.rules);
    for (int me = 0; me < map.power_count(); ++me)
        for (int them = 0; them < map.power_count(); ++them)
            if (me != them) {
                w.bits(static_cast<std::uint32_t>(r.relations.harm(static_cast<Power>(me), static_cast<Power>(them))),
                       4);
                w.bits(static_cast<std::uint32_t>(r.relations.trust(static_cast<Power>(me), static_cast<Power>(them))),
                       3);
                w.bits(static_cast<std::uint32_t>(r.relations.grudge(static_cast<Power>(me), static_cast<Power>(them))),
                       4);
            }
    std::vector<std::pair<Province, Province>> bounces;
    for (int p = 0; p < map.province_count(); ++p)
        if (const Province into = r.relations.bounced_into(static_cast<Province>(p)); into != kNone)
            bounces.push_back({static_cast<Province>(p), into});
    w.varint(static_cast<std::uint32_t>(bounces.size()));
    for (const auto& [from, into] : bounces) {
        w.varint(from);
        w.varint(into);
    }
    w.varint(static_cast<std::uint32_t>(r.deals.size()));
    for (const Message& d : r.deals) {
        w.bits(static_cast<std::uint32_t>(d.deal.kind), 3);
        w.bits(d.from, 6);
        w.bits(d.to, 6);
        w.varint(static_cast<std::uint32_t>(d.deal.provinces.size()));
        for (Province p : d.deal.provinces) w.varint(p);
        pack_orders(w, d.deal.orders, map);
    }
    w.varint(static_cast<std::uint32_t>(r.task));
    if (r.task == ThinkRequest::Task::Talk) {
        pack_press(w, r.talk.press, map);
        for (int p = 0; p < map.power_count(); ++p) {
            w.bits(r.talk.talkers.computer[p] ? 1 : 0, 1);
            if (r.talk.talkers.computer[p]) w.varint(static_cast<std::uint32_t>(*r.talk.talkers.computer[p]));
            w.bits(r.talk.talkers.speaks[p] ? 1 : 0, 1);
        }
    }
    return to_hex(w.bytes());
}

Expected<ThinkRequest> decode_think_request(std::string_view text) {
    ThinkRequest out;
    std::string error;  // as the readers below report it
    std::vector<std::uint8_t> bytes;
    if (!from_hex(text, bytes)) {
        return Failure{"not a request"};
    }
    BitReader r(bytes.data(), bytes.size());
    // The page and its workers are of one release (web/sw.js): another version is refused.
    if (r.varint() != kVersion) {
        return Failure{"a request of another version"};
    }
    const std::uint32_t variant = r.varint(), victory = r.varint(), end_year = r.varint(), max_turns = r.varint();
    const std::uint32_t power = r.bits(6), level = r.varint();
    out.seed = r.bits(32);
    out.seed |= static_cast<std::uint64_t>(r.bits(32)) << 32;
    const VariantInfo* v = catalogue().find(static_cast<Variant>(variant > 0xFFFF ? 0xFFFF : variant));
    // Every value is checked before it is converted: nothing out of range reaches an int or an index.
    if (r.overrun() || !v || power >= static_cast<std::uint32_t>(v->map.power_count()) ||
        victory > static_cast<std::uint32_t>(v->map.centre_count()) + 1 || end_year > kMaxSetting ||
        max_turns > kMaxSetting) {
        return Failure{"a request out of range"};
    }
    if (!level_numbered(level)) {  // a level is valid if and only if the table has it
        return Failure{"a request for a level this version does not have (" + std::to_string(level) + ")"};
    }
    out.rules.variant = v->number;
    out.rules.victory_centres = static_cast<int>(victory) - 1;
    out.rules.end_year = static_cast<int>(end_year);
    out.rules.max_turns = static_cast<int>(max_turns);
    out.power = static_cast<Power>(power);
    out.level = static_cast<Level>(level);
    if (!unpack_position(r, *v->rules, out.position, error)) return Failure{error};
    out.relations = Relations{};
    for (int me = 0; me < v->map.power_count(); ++me)
        for (int them = 0; them < v->map.power_count(); ++them) {
            if (me == them) continue;
            const std::uint32_t harm = r.bits(4), trust = r.bits(3), grudge = r.bits(4);
            if (r.overrun() ||
                !out.relations.set(static_cast<Power>(me), static_cast<Power>(them), static_cast<int>(harm),
                                   static_cast<int>(trust), static_cast<int>(grudge))) {
                return Failure{r.overrun() ? "a request cut short" : "a request out of range"};
            }
        }
    const auto on_map = static_cast<std::uint32_t>(v->map.province_count());
    const std::uint32_t bounces = r.varint();
    if (r.overrun() || bounces > on_map) return Failure{"a request out of range"};
    for (std::uint32_t i = 0; i < bounces; ++i) {
        const std::uint32_t from = r.varint(), into = r.varint();
        if (r.overrun() || from >= on_map || into >= on_map ||
            !out.relations.set_bounce(static_cast<Province>(from), static_cast<Province>(into)))
            return Failure{r.overrun() ? "a request cut short" : "a request out of range"};
    }
    const std::uint32_t deals = r.varint();
    if (r.overrun() || deals > kMostDeals) return Failure{"a request out of range"};
    const auto powers = static_cast<std::uint32_t>(v->map.power_count());
    for (std::uint32_t i = 0; i < deals; ++i) {
        Message d;
        d.phase = out.position.phase;
        const std::uint32_t kind = r.bits(3), from = r.bits(6), to = r.bits(6), provinces = r.varint();
        if (r.overrun() || kind >= kDealKinds || from >= powers || to >= powers || from == to ||
            provinces > static_cast<std::uint32_t>(v->map.province_count()))
            return Failure{r.overrun() ? "a request cut short" : "a request out of range"};
        d.deal.kind = static_cast<DealKind>(kind);
        d.from = static_cast<Power>(from);
        d.to = static_cast<Power>(to);
        for (std::uint32_t p = 0; p < provinces; ++p) {
            const std::uint32_t province = r.varint();
            if (r.overrun() || province >= static_cast<std::uint32_t>(v->map.province_count()))
                return Failure{r.overrun() ? "a request cut short" : "a request out of range"};
            d.deal.provinces.push_back(static_cast<Province>(province));
        }
        if (!unpack_orders(r, v->map, d.deal.orders, error)) return Failure{error};
        for (const Order& o : d.deal.orders)
            if ((o.power != d.from && o.power != d.to) || !is_unit_order(o.kind))
                return Failure{"a request out of range"};
        out.deals.push_back(std::move(d));
    }
    const std::uint32_t task = r.varint();
    if (r.overrun() || task > static_cast<std::uint32_t>(ThinkRequest::Task::Talk))
        return Failure{r.overrun() ? "a request cut short" : "a request out of range"};
    out.task = static_cast<ThinkRequest::Task>(task);
    if (out.task != ThinkRequest::Task::Talk) return out;
    if (!unpack_press(r, v->map, out.talk.press, error)) return Failure{error};
    for (int p = 0; p < v->map.power_count(); ++p) {
        if (r.bits(1)) {
            const std::uint32_t talker = r.varint();
            if (!level_numbered(talker)) return Failure{"a request out of range"};
            out.talk.talkers.computer[p] = static_cast<Level>(talker);
        }
        out.talk.talkers.speaks[p] = r.bits(1) != 0;
    }
    if (r.overrun()) return Failure{"a request cut short"};
    return out;
}

std::string encode_think_answer(const std::vector<Order>& orders, const Map& map) {
    BitWriter w;
    pack_orders(w, orders, map);
    return to_hex(w.bytes());
}

Expected<std::vector<Order>> decode_think_answer(std::string_view text, const Map& map) {
    std::vector<std::uint8_t> bytes;
    if (!from_hex(text, bytes))
        return Failure{text.substr(0, 7) == "error: " ? std::string(text.substr(7)) : "not an answer"};
    BitReader r(bytes.data(), bytes.size());
    std::vector<Order> orders;
    std::string error;
    if (!unpack_orders(r, map, orders, error)) return Failure{error};
    return orders;
}

std::string encode_talk_answer(const Press& press, const Map& map) {
    BitWriter w;
    pack_press(w, press, map);
    return to_hex(w.bytes());
}

Expected<Press> decode_talk_answer(std::string_view text, const Map& map) {
    std::vector<std::uint8_t> bytes;
    if (!from_hex(text, bytes))
        return Failure{text.substr(0, 7) == "error: " ? std::string(text.substr(7)) : "not an answer"};
    BitReader r(bytes.data(), bytes.size());
    Press press;
    std::string error;
    if (!unpack_press(r, map, press, error)) return Failure{error};
    return press;
}

std::string answer_think_request(std::string_view request, void (*progress)(int percent)) {
    const Expected<ThinkRequest> read = decode_think_request(request);
    if (!read) return "error: " + read.failure().message;
    const ThinkRequest& r = *read;
    const std::unique_ptr<Rules> rules = make_rules(r.rules);
    if (r.task == ThinkRequest::Task::Talk) {
        TalkRound round(*rules, r.position, r.talk.press, r.talk.talkers, r.seed, &r.relations);
        while (round.step())
            if (progress) progress(round.percent());
        if (progress) progress(100);
        return encode_talk_answer(round.press(), rules->map());
    }
    Commitments commitments;
    for (const Message& d : r.deals) add_commitments(commitments, d, r.position, rules->map());
    Decision decision(*rules, r.position, r.power, r.level, r.seed, &r.relations,
                      r.deals.empty() ? nullptr : &commitments);
    int told = -1;
    while (decision.step())
        if (progress && decision.percent() != told) progress(told = decision.percent());
    return encode_think_answer(decision.orders(), rules->map());
}

}  // namespace dip::bot
