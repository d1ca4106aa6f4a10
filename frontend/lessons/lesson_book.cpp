// The lessons, in the order a newcomer takes them. Each position keeps only the units the lesson needs, so the
// board says at a glance what matters; the other powers' orders are written in it and shown on the map.
#include "lesson_book.h"

namespace dip {

bool GoalView::stands(Power p, std::string_view abbr) const {
    const Province where = province(abbr);
    return where != kNone && after().units[where] && after().units[where].power == p;
}

int GoalView::units(Power p) const {
    int n = after().unit_count(p);
    for (const DislodgedUnit& d : after().dislodged) n += d.unit && d.unit.power == p;
    return n;
}

const OrderResult* GoalView::order_of(std::string_view abbr) const {
    const Province where = province(abbr);
    for (const OrderResult& r : phase.result.results)
        if (r.order.unit != kNone && map.province_of(r.order.unit) == where) return &r;
    return nullptr;
}

namespace {

Power germany(const GoalView& g) { return g.map.find_power("Germany"); }

const std::vector<Lesson> kLessons = {
    {
        .id = "move",
        .title = "Move",
        .rule = "Each unit gets one order a phase. The simplest is to move to a province next to it. Armies move "
                "on land, fleets on the sea and along coasts.",
        .task = "Move your army in Paris into Burgundy, then play the phase.",
        .how = "Click the army in Paris, then click Burgundy (east of Paris). Then press the green Adjudicate "
               "button.",
        .position = R"(phase: Spring 1901 Movement
units:
  France: A Par, A Mar, F Bre
)",
        .power = "France",
        .goal = [](const GoalView& g) -> std::string {
            return g.stands(g.you, "Bur") ? "" : "No French army stands in Burgundy.";
        },
        .done = "Nobody stood in its way, so the move succeeded.",
    },
    {
        .id = "bounce",
        .title = "Bounce",
        .rule = "Orders are written in secret and carried out at the same time. When two units of the same "
                "strength move into one province, neither gets in: they bounce, and both stay where they were.",
        .task = "Germany has ordered its army in Munich into Burgundy (the arrow on the map). Keep it out: send "
                "one of your armies to Burgundy too.",
        .how = "Click your army in Paris or Marseilles, then click Burgundy. Then Adjudicate.",
        .position = R"(phase: Spring 1901 Movement
units:
  France: A Par, A Mar
  Germany: A Mun
orders:
  Germany: A Mun - Bur
)",
        .power = "France",
        .goal = [](const GoalView& g) -> std::string {
            return g.stands(germany(g), "Bur") ? "Germany's army got into Burgundy: nobody stood in its way." : "";
        },
        .done = "One against one: a stand-off. Burgundy stays empty and nobody moved.",
    },
    {
        .id = "support",
        .title = "Support",
        .rule = "A unit can give up its move to support another unit's move into a province next to it. Each "
                "support adds one to the strength: two against one wins, and a unit that is beaten is dislodged.",
        .task = "Germany's army holds Burgundy. One army alone would bounce: move one army in and support it "
                "with the other.",
        .how = "Click the army in Paris, then Burgundy. Then click the army in Marseilles, press Support, click "
               "the army in Paris, then click Burgundy. Then Adjudicate.",
        .position = R"(phase: Spring 1901 Movement
units:
  France: A Par, A Mar
  Germany: A Bur
orders:
  Germany: A Bur H
)",
        .power = "France",
        .goal = [](const GoalView& g) -> std::string {
            return g.stands(g.you, "Bur") ? "" : "Burgundy is still Germany's: one against one only bounces.";
        },
        .done = "Two against one: your army entered Burgundy and Germany's was dislodged. It must now retreat.",
    },
    {
        .id = "cut",
        .title = "Cut a support",
        .rule = "A support is cut when the supporting unit is attacked, even by a move that fails. The unit it "
                "supported then has no extra strength.",
        .task = "Germany attacks your army in Burgundy from Munich, supported by its army in the Ruhr: two "
                "against one. Keep Burgundy: attack the Ruhr from Holland to cut the support.",
        .how = "Click your army in Holland, then click the Ruhr. Then Adjudicate.",
        .position = R"(phase: Spring 1901 Movement
units:
  France: A Bur, A Hol
  Germany: A Mun, A Ruh
orders:
  Germany: A Mun - Bur
  Germany: A Ruh S A Mun - Bur
)",
        .power = "France",
        .goal = [](const GoalView& g) -> std::string {
            return g.stands(g.you, "Bur") ? "" : "Burgundy was lost: the support from the Ruhr was not cut.";
        },
        .done = "Your attack on the Ruhr failed, but it cut the support: one against one, Germany bounced.",
    },
    {
        .id = "convoy",
        .title = "Convoy",
        .rule = "An army can cross the sea when fleets carry it: each fleet on the way orders a convoy, and the "
                "army moves as if the sea were land.",
        .task = "Carry your army in London to Norway. The fleet in the North Sea convoys it.",
        .how = "Click the army in London, then click Norway: the page writes it as a move by convoy. Then click "
               "the fleet in the North Sea, press Convoy, click the army in London, then Norway. Then Adjudicate.",
        .position = R"(phase: Spring 1901 Movement
units:
  England: A Lon, F Nth
)",
        .power = "England",
        .goal = [](const GoalView& g) -> std::string {
            return g.stands(g.you, "Nwy") ? "" : "The army did not reach Norway.";
        },
        .done = "The fleet carried the army across: a convoy moves it in one phase, however many fleets are "
                "in the chain.",
    },
    {
        .id = "retreat",
        .title = "Retreat",
        .rule = "A dislodged unit must retreat to an empty province next to it, but not to where its attacker "
                "came from, nor to a province left empty by a bounce. If it cannot, or is not ordered, it is "
                "disbanded.",
        .task = "Germany dislodged your army from Burgundy. Save it: retreat it. Belgium is a centre nobody "
                "owns; a unit there at the end of a Fall takes it.",
        .how = "Click your dislodged army in Burgundy, then click where it goes. Then Adjudicate.",
        .position = R"(phase: Fall 1901 Retreats
units:
  France: A Par, A Mar
  Germany: A Bur, A Ruh
dislodged:
  France: A Bur <- Mun
)",
        .power = "France",
        .goal = [](const GoalView& g) -> std::string {
            return g.units(g.you) == 3 ? "" : "Your army was disbanded: it retreated nowhere it could go.";
        },
        .done = "Your army lives on. (Munich is empty, but the attacker came from there: never a retreat.)",
    },
    {
        .id = "build",
        .title = "Build",
        .rule = "After each Fall, every power counts its supply centres. With more centres than units, it builds "
                "new units in its home centres that are empty; with fewer, it removes units.",
        .task = "France owns five centres and has three units: build two new units in your empty home centres "
                "(Paris, Marseilles, Brest).",
        .how = "Click Paris, Marseilles or Brest, then choose an army or a fleet. Twice. Then Adjudicate.",
        .position = R"(phase: Winter 1901 Adjustments
units:
  France: A Spa, A Bel, A Bur
centers:
  France: Par, Mar, Bre, Spa, Bel
)",
        .power = "France",
        .goal = [](const GoalView& g) -> std::string {
            const int built = g.units(g.you) - 3;
            if (built >= 2) return "";
            return built == 1 ? "Only one unit was built: two were due." : "No unit was built.";
        },
        .done = "Five centres, five units. That is the whole game: take centres, build, and take more. Eighteen "
                "of the 34 win it.",
    },
};

}  // namespace

const std::vector<Lesson>& lessons() { return kLessons; }

std::string check_goal(const Lesson& lesson, const Map& map, const PlayedPhase& played) {
    return lesson.goal(GoalView{map, played, map.find_power(lesson.power)});
}

}  // namespace dip
