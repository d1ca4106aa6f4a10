#include "order_advice.h"

#include "outcome.h"

namespace dip {

namespace {

std::string place(Loc l, const Map& map) { return l == kNone ? "?" : map.province(map.province_of(l)).name; }

// "the army in Paris": the unit standing (or, in a retreat phase, dislodged) at `l`.
std::string unit_at(Loc l, const Position& pos, const Map& map, UnitType written = UnitType::None) {
    if (l == kNone) return "?";
    const Province p = map.province_of(l);
    UnitType t = pos.units[p] ? pos.units[p].type : written;
    if (pos.phase.kind == PhaseKind::Retreats && pos.dislodged[p].unit) t = pos.dislodged[p].unit.type;
    return std::string(t == UnitType::Fleet ? "the fleet in " : "the army in ") + place(l, map);
}

std::string capital(std::string s) {
    if (!s.empty() && s[0] >= 'a' && s[0] <= 'z') s[0] = static_cast<char>(s[0] - 'a' + 'A');
    return s;
}

}  // namespace

std::string order_in_words(const Order& o, const Position& before, const Map& map) {
    const std::string self = unit_at(o.unit, before, map, o.unit_type);
    switch (o.kind) {
        case OrderKind::Hold: return capital(self) + " holds where it stands";
        case OrderKind::Move: return "Move " + self + " to " + place(o.dest, map) + (o.via_convoy ? ", by convoy" : "");
        case OrderKind::SupportHold:
            return capital(self) + " supports " + unit_at(o.target, before, map, o.target_type) + " where it stands";
        case OrderKind::SupportMove:
            return capital(self) + " supports " + unit_at(o.target, before, map, o.target_type) + " into " +
                   place(o.dest, map);
        case OrderKind::Convoy:
            return capital(self) + " convoys " + unit_at(o.target, before, map, UnitType::Army) + " to " +
                   place(o.dest, map);
        case OrderKind::Retreat: return "Retreat " + self + " to " + place(o.dest, map);
        case OrderKind::Disband: return "Disband " + self;
        case OrderKind::Build:
            return std::string("Build ") + (o.unit_type == UnitType::Fleet ? "a fleet" : "an army") + " in " +
                   place(o.unit, map);
        case OrderKind::Remove: return "Remove " + self;
        case OrderKind::Waive: return "Waive a build";
        default: return to_text(o, map);
    }
}

std::string why_give(const Order& o, const Position& before, const Map& map) {
    const Province dest = o.dest == kNone ? kNone : map.province_of(o.dest);
    const bool centre_to_take = dest != kNone && map.province(dest).centre && before.owner[dest] != o.power;
    switch (o.kind) {
        case OrderKind::Move:
            if (centre_to_take)
                return place(o.dest, map) +
                       " is a supply centre you do not own: stand there at the end of a Fall "
                       "and it is yours, and every centre pays for a unit.";
            if (o.via_convoy) return "a fleet carries it over the sea, so it reaches new centres.";
            return "from there it can reach centres to take next.";
        case OrderKind::SupportMove:
            return "a supported move has strength two: it gets in where one unit alone would bounce.";
        case OrderKind::SupportHold: return "if the other unit is attacked, the support keeps it in place.";
        case OrderKind::Convoy: return "without the fleet's convoy order the army cannot cross.";
        case OrderKind::Hold: return "it guards where it stands.";
        case OrderKind::Retreat:
            return "a dislodged unit that does not retreat is lost; an empty neighbour keeps it alive.";
        case OrderKind::Disband: return "it has nowhere safe to go.";
        case OrderKind::Build: return "you own more centres than you have units: each spare centre pays for one.";
        case OrderKind::Remove: return "you have more units than centres: one must go, best the one least useful.";
        default: return "";
    }
}

std::string lesson_in(const OrderResult& r, const Position& before, const Map& map) {
    if (r.outcome.result == Result::Succeeds) return "";
    const Province o = r.outcome.other;
    const std::string other =
        o == kNone || !before.units[o]
            ? "another unit"
            : std::string(before.units[o].type == UnitType::Fleet ? "the fleet in " : "the army in ") +
                  map.province(o).name;
    switch (r.outcome.reason) {
        case Reason::Bounced:
            return "It met " + other +
                   " with as much strength or more, so it bounced. A support from a neighbour "
                   "would have given it the edge.";
        case Reason::HeadToHead:
            return "It met " + other +
                   " coming the other way: two units cannot swap places without a convoy, so "
                   "the stronger side wins or both stay.";
        case Reason::Dislodged:
            return "It was attacked with more strength than it had, and was dislodged. A support to hold from a "
                   "neighbour would have kept it.";
        case Reason::SupportCut:
            return "Its support was cut: " + other + " attacked it, so the support counted for nothing.";
        case Reason::SupportDislodged: return "It was dislodged itself, so its support counted for nothing.";
        case Reason::SupportNotMatched:
            return "The unit it supported did something else: a support counts only for the exact move ordered.";
        case Reason::ConvoyNotMatched:
            return "The army it convoyed did not move there: a convoy counts only for the exact move ordered.";
        case Reason::NoConvoy: return "No fleet convoyed it: an army crosses the sea only with a fleet's convoy order.";
        case Reason::ConvoyDisrupted:
        case Reason::ConvoyFleetDislodged: return "A fleet of the convoy was dislodged, so the army stayed.";
        case Reason::OwnUnitInTheWay: return "Your own unit stood there and stayed: a power never dislodges its own.";
        case Reason::RetreatBounced: return "Another unit retreated to the same place: both were disbanded.";
        default:
            return r.outcome.result == Result::Illegal
                       ? "It could not be carried out: " + reason_text(r.outcome, r.order, before, map) + "."
                       : "";
    }
}

}  // namespace dip
