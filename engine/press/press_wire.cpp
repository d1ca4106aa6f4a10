// Packing a game's press, and checking it against the game it belongs to (press_wire.h).
#include "press_wire.h"

namespace dip {

namespace {

constexpr std::uint32_t kMostMessages = 100000;  // far beyond any game's; a bound for damaged bytes
constexpr std::uint32_t kMostYear = 20000;

// kNone (or an index) as a varint: 0 for none, else the index plus one.
void put_optional(BitWriter& w, std::uint32_t value, std::uint32_t none) { w.varint(value == none ? 0 : value + 1); }

}  // namespace

void pack_press(BitWriter& w, const Press& press, const Map& map) {
    w.varint(static_cast<std::uint32_t>(press.size()));
    for (const Message& m : press) {
        w.bits(m.from, 6);
        w.bits(m.to, 6);
        w.varint(static_cast<std::uint32_t>(m.phase.year));
        w.bits(static_cast<std::uint32_t>(m.phase.season), 2);
        w.bits(static_cast<std::uint32_t>(m.phase.kind), 2);
        w.bits(static_cast<std::uint32_t>(m.kind), 3);
        w.varint(static_cast<std::uint32_t>(m.reply_to + 1));
        w.bits(static_cast<std::uint32_t>(m.deal.kind), 3);
        w.varint(static_cast<std::uint32_t>(m.deal.powers.size()));
        for (Power p : m.deal.powers) w.bits(p, 6);
        w.varint(static_cast<std::uint32_t>(m.deal.provinces.size()));
        for (Province p : m.deal.provinces) w.varint(p);
        pack_orders(w, m.deal.orders, map);
        put_optional(w, m.asked, kNone);
        w.bits(static_cast<std::uint32_t>(m.reason), 4);
        put_optional(w, m.province, kNone);
    }
}

bool unpack_press(BitReader& r, const Map& map, Press& press, std::string& error) {
    press.clear();
    const std::uint32_t count = r.varint();
    if (r.overrun() || count > kMostMessages) return error = "its messages are cut short", false;
    const auto powers = static_cast<std::uint32_t>(map.power_count());
    const auto provinces = static_cast<std::uint32_t>(map.province_count());
    for (std::uint32_t i = 0; i < count; ++i) {
        Message m;
        const std::uint32_t from = r.bits(6), to = r.bits(6), year = r.varint(), season = r.bits(2), kind = r.bits(2);
        const std::uint32_t message_kind = r.bits(3), reply = r.varint(), deal_kind = r.bits(3);
        if (r.overrun()) return error = "its messages are cut short", false;
        if (from >= powers || to >= powers || year > kMostYear || season > 2 || kind > 2 ||
            message_kind >= static_cast<std::uint32_t>(kMessageKinds) || reply > i ||
            deal_kind >= static_cast<std::uint32_t>(kDealKinds))
            return error = "a message makes no sense", false;
        m.from = static_cast<Power>(from);
        m.to = static_cast<Power>(to);
        m.phase = Phase{static_cast<Season>(season), static_cast<PhaseKind>(kind), static_cast<int>(year)};
        m.kind = static_cast<MessageKind>(message_kind);
        m.reply_to = static_cast<int>(reply) - 1;
        m.deal.kind = static_cast<DealKind>(deal_kind);
        const std::uint32_t named = r.varint();
        if (r.overrun() || named > powers) return error = "a message makes no sense", false;
        for (std::uint32_t k = 0; k < named; ++k) {
            const std::uint32_t p = r.bits(6);
            if (r.overrun() || p >= powers) return error = "a message makes no sense", false;
            m.deal.powers.push_back(static_cast<Power>(p));
        }
        const std::uint32_t places = r.varint();
        if (r.overrun() || places > provinces) return error = "a message makes no sense", false;
        for (std::uint32_t k = 0; k < places; ++k) {
            const std::uint32_t p = r.varint();
            if (r.overrun() || p >= provinces) return error = "a message makes no sense", false;
            m.deal.provinces.push_back(static_cast<Province>(p));
        }
        if (!unpack_orders(r, map, m.deal.orders, error)) return false;
        const std::uint32_t asked = r.varint(), reason = r.bits(4), province = r.varint();
        if (r.overrun() || asked > provinces || reason >= static_cast<std::uint32_t>(kReplyReasons) ||
            province > provinces)
            return error = "a message makes no sense", false;
        m.asked = asked == 0 ? kNone : static_cast<Province>(asked - 1);
        m.reason = static_cast<ReplyReason>(reason);
        m.province = province == 0 ? kNone : static_cast<Province>(province - 1);
        press.push_back(std::move(m));
    }
    return true;
}

std::string check_press(const Press& press, const Rules& rules, const std::vector<Position>& positions) {
    std::string why;
    messages_that_fit(press, rules, positions, &why);
    return why;
}

std::size_t messages_that_fit(const Press& press, const Rules& rules, const std::vector<Position>& positions,
                              std::string* reason) {
    Press sent;
    // Messages come in the order sent, so the position each was sent in is never before the last one's (a sandbox
    // edit may set the phase back: positions are searched in order, not by phase).
    std::size_t at = 0;
    for (const Message& m : press) {
        while (at < positions.size() && !(positions[at].phase == m.phase)) ++at;
        if (at >= positions.size()) {
            if (reason) *reason = "a message of a phase the game did not play";
            return sent.size();
        }
        // An edit leaves a run of positions of one phase: the message was sent in one of them.
        std::string why = check_message(sent, m, rules, positions[at]);
        for (std::size_t next = at + 1; !why.empty() && next < positions.size() && positions[next].phase == m.phase;
             ++next)
            if (std::string again = check_message(sent, m, rules, positions[next]); again.empty()) why = "", at = next;
        if (!why.empty()) {
            if (reason) *reason = why;
            return sent.size();
        }
        sent.push_back(m);
    }
    return sent.size();
}

}  // namespace dip
