// Reading opening books and finding a power's openings.
#include "openings.h"

#include <algorithm>
#include <map>
#include <mutex>

#include "catalogue.h"
#include "embedded_files.h"
#include "order_parser.h"
#include "text_util.h"

namespace dip::bot {

namespace {

// The province of each of the power's units in a position, in province order.
std::vector<Province> unit_provinces(const Map& map, const Position& pos, Power power) {
    std::vector<Province> out;
    for (int p = 0; p < map.province_count(); ++p)
        if (pos.units[p] && pos.units[p].power == power) out.push_back(static_cast<Province>(p));
    return out;
}

}  // namespace

OpeningBook read_openings(std::string_view text, const Rules& rules) {
    const Map& map = rules.map();
    const Position start = start_position(map);
    OpeningBook book;
    int line_no = 0;
    for (std::string_view raw : split_lines(text)) {
        ++line_no;
        const std::string_view line = trim(strip_comment(raw));
        if (line.empty()) continue;
        auto error = [&](const std::string& what) {
            book.errors.push_back("line " + std::to_string(line_no) + ": " + what);
        };
        const std::vector<std::string_view> fields = split(line, ':');
        if (fields.size() != 3) {
            error("expected \"<Power>: <Name>: <orders>\"");
            continue;
        }
        Opening o;
        o.name = trim(fields[1]);
        o.power = map.find_power(trim(fields[0]));
        if (o.power == kNoPower) {
            error("unknown power \"" + std::string(trim(fields[0])) + "\"");
            book.unknown_powers = true;
            continue;
        }
        bool ok = true;
        for (std::string_view text_order : split(fields[2], ',')) {
            const Expected<Order> parsed = parse_order(trim(text_order), PhaseKind::Movement, map);
            if (!parsed.ok()) {
                error(o.name + ": " + parsed.failure().message);
                ok = false;
                break;
            }
            Order order = with_board_types(*parsed, start, map);
            order.power = o.power;
            o.orders.push_back(order);
        }
        if (!ok) continue;
        // Left out where the variant's start differs: each starting unit ordered once, legally.
        std::vector<Province> ordered;
        for (const Order& order : o.orders) {
            if (rules.check(start, order)) ok = false;
            else ordered.push_back(map.province_of(order.unit));
        }
        std::sort(ordered.begin(), ordered.end());
        if (ok && ordered == unit_provinces(map, start, o.power)) book.openings.push_back(std::move(o));
    }
    return book;
}

const OpeningBook& opening_book(const Rules& rules) {
    static const OpeningBook none;
    const VariantInfo* variant = compiled_variant(rules);
    if (!variant) return none;
    // One book per variant of the catalogue, read on first use; the arena's games ask from several threads.
    static std::mutex guard;
    static std::map<Variant, OpeningBook> made;
    const std::lock_guard<std::mutex> lock(guard);
    const auto found = made.find(variant->number);
    if (found != made.end()) return found->second;
    const std::optional<std::string_view> text =
        find_file(engine_assets(), "boards/" + variant->board + "/openings.txt");
    OpeningBook book = text ? read_openings(*text, rules) : OpeningBook{};
    if (book.unknown_powers) book.openings.clear();  // a variant without some of the board's powers
    return made.emplace(variant->number, std::move(book)).first->second;
}

bool in_opening(const Rules& rules, const Position& pos, Power power) {
    const Map& map = rules.map();
    if (pos.phase != map.first_phase() || pos.phase.kind != PhaseKind::Movement) return false;
    // A book holds the units' orders only: where the rules give a power orders of its own (Formal Diplomacy's
    // declarations of war and claims), the bots open by their own judgement.
    if (!rules.power_orders(pos, power).empty()) return false;
    const Position start = start_position(map);
    const std::vector<Province> now = unit_provinces(map, pos, power);
    return !now.empty() && now == unit_provinces(map, start, power);
}

std::vector<const Opening*> openings_for(const Rules& rules, const Position& pos, Power power) {
    std::vector<const Opening*> out;
    if (!in_opening(rules, pos, power)) return out;
    for (const Opening& o : opening_book(rules).openings)
        if (o.power == power) out.push_back(&o);
    return out;
}

}  // namespace dip::bot
