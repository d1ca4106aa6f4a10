// Reading, writing and wording Formal Diplomacy's orders and reasons.
#include "formal/vocabulary.h"

namespace dip::formal {

namespace {

constexpr OrderKind kKinds[] = {DeclareWar, Surrender, Soi, UndoSoi, SupportSoi};
constexpr Reason kReasons[] = {DeclaredWar,  Surrendered,    SphereClaimed,        SphereUndone, SphereSupportGiven,
                               ClaimBounced, ClaimMovedInto, ClaimNotMatched,      NotAtWar,     AlreadyAtWar,
                               WarOnSelf,    NoWarToEnd,     HoldsEnemyHomeCentre, SoiNotCentre, SoiCentreOwned,
                               SoiTaken,     SoiOccupied,    SoiNoUnitNear,        SoiNotYours};

class FormalVocabulary final : public Vocabulary {
public:
    std::string_view name() const override { return "Formal Diplomacy"; }
    std::span<const OrderKind> kinds() const override { return kKinds; }
    std::span<const Reason> reasons() const override { return kReasons; }

    OrderShape shape(OrderKind k) const override {
        if (k == DeclareWar) return {.unit = false, .names_power = true};
        if (k == Soi || k == UndoSoi) return {.unit = false, .province = true};
        if (k == SupportSoi) return {.unit = true, .names_power = true, .power_may_be_none = true, .province = true};
        return {};  // Surrender
    }

    //   ("declare" "war" ["on"] | "dwo") power | "surrender" | "sur" | "uncle" ["!"] | "soi" space
    //   | "undo" "soi" ["in"] space
    bool read_power_order(OrderWords& in, Order& o) const override {
        const int start = in.mark();
        if (in.accept({"declare", "declares"})) {
            if (!in.accept({"war"})) {
                in.expected("\"war\"", start);
                return true;
            }
            in.accept({"on"});
            o.kind = DeclareWar;
            o.named_power = in.power(start);
        } else if (in.accept({"dwo"})) {
            o.kind = DeclareWar;
            o.named_power = in.power(start);
        } else if (in.accept({"surrender", "surrenders", "sur"})) {
            o.kind = Surrender;
        } else if (in.accept({"uncle"})) {
            in.accept({"!"});
            o.kind = Surrender;
        } else if (in.accept({"soi"})) {
            o.kind = Soi;
            o.dest = in.province();
        } else if (in.accept({"undo", "undoes"})) {
            if (!in.accept({"soi"})) {
                in.expected("\"SOI\"", start);
                return true;
            }
            in.accept({"in"});
            o.kind = UndoSoi;
            o.dest = in.province();
        } else {
            return false;
        }
        return true;
    }

    // After "S": [power] "soi" space, a support of a claim (of the supporter's own power when none is named).
    bool read_support(OrderWords& in, Order& o) const override {
        const bool claim = in.word() == "soi" || (in.word(1) == "soi" && in.power_named(in.word()) != kNoPower);
        if (!claim) return false;
        o.kind = SupportSoi;
        if (in.word() != "soi") {
            o.named_power = in.power_named(in.word());
            in.skip();
        }
        in.skip();  // "soi"
        o.dest = in.province();
        return true;
    }

    std::string text(const Order& o, const std::string& self, const Map& map) const override {
        auto place = [&](Loc l) { return l == kNone ? std::string("?") : map.loc(l).abbr; };
        auto power = [&](Power p) { return p < map.power_count() ? map.power(p).name : std::string("?"); };
        if (o.kind == DeclareWar) return "Declare War On " + power(o.named_power);
        if (o.kind == Surrender) return "Surrender";
        if (o.kind == Soi) return "SOI " + place(o.dest);
        if (o.kind == UndoSoi) return "Undo SOI " + place(o.dest);
        return self + " S " + (o.named_power == kNoPower ? "" : power(o.named_power) + " ") + "SOI " + place(o.dest);
    }

    std::string_view code(Reason r) const override {
        switch (r) {
            case DeclaredWar: return "declared_war";
            case Surrendered: return "surrendered";
            case SphereClaimed: return "sphere_claimed";
            case SphereUndone: return "sphere_undone";
            case SphereSupportGiven: return "sphere_support_given";
            case ClaimBounced: return "claim_bounced";
            case ClaimMovedInto: return "claim_moved_into";
            case ClaimNotMatched: return "claim_not_matched";
            case NotAtWar: return "not_at_war";
            case AlreadyAtWar: return "already_at_war";
            case WarOnSelf: return "war_on_self";
            case NoWarToEnd: return "no_war_to_end";
            case HoldsEnemyHomeCentre: return "holds_enemy_home_centre";
            case SoiNotCentre: return "soi_not_centre";
            case SoiCentreOwned: return "soi_centre_owned";
            case SoiTaken: return "soi_taken";
            case SoiOccupied: return "soi_occupied";
            case SoiNoUnitNear: return "soi_no_unit_near";
            case SoiNotYours: return "soi_not_yours";
            default: return "unknown";
        }
    }

    std::string describe(const Outcome& o, const OutcomeWords& w) const override {
        const std::string other = w.name_of(o.power), x = w.space(w.order.dest);
        switch (o.reason) {
            case DeclaredWar: return "declared war on " + other;
            case Surrendered: return "surrendered: every war of " + w.power_name() + " is over";
            case SphereClaimed:
                return "sphere of influence over " + x + " claimed with strength " + std::to_string(o.strength);
            case SphereUndone: return "gave up its sphere of influence over " + x;
            case SphereSupportGiven: return "support given to the claim on " + x;
            case ClaimBounced: return "claim bounced: " + other + " also claimed " + x + w.strengths(o);
            case ClaimMovedInto: return "claim failed: " + w.unit(o.other) + " moved into " + x;
            case ClaimNotMatched: return "void: " + other + " did not claim " + x;
            case NotAtWar:
                return "not at war with " + other + ": " +
                       (w.order.kind == OrderKind::Retreat ? "retreating" : "moving") + " into " + x +
                       " is not allowed";
            case AlreadyAtWar: return "already at war with " + other;
            case WarOnSelf: return "a power cannot declare war on itself";
            case NoWarToEnd: return w.power_name() + " is at war with nobody, so there is nothing to surrender";
            case HoldsEnemyHomeCentre:
                return "cannot surrender while holding " + w.province(o.other) + ", a home centre of " + other +
                       ", with which it is at war";
            case SoiNotCentre: return x + " is not a supply centre, so it cannot be a sphere of influence";
            case SoiCentreOwned: return x + " is owned by " + other;
            case SoiTaken: return x + " is already in the sphere of influence of " + other;
            case SoiOccupied: return "a unit of " + other + " is in " + x;
            case SoiNoUnitNear: return w.power_name() + " has no unit in or next to " + x;
            case SoiNotYours: return x + " is not in the sphere of influence of " + w.power_name();
            default: return "";
        }
    }

    Strengths strengths(Reason r) const override {
        if (r == ClaimBounced) return Strengths::StrengthAndOpposing;
        if (r == SphereClaimed) return Strengths::Strength;
        return Strengths::None;
    }
};

}  // namespace

const Vocabulary& vocabulary() {
    static const FormalVocabulary v;
    return v;
}

}  // namespace dip::formal
