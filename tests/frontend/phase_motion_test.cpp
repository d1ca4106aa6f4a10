// A played phase as motion (frontend/film/phase_motion.h) and the film's clock (frontend/film/phase_film.h): over every
// phase of the DATC cases and the variants' scenarios, the tokens start where the units stood and end where the next
// position has them; a bounce goes out and comes back; a dislodged unit ends beside; a cut support's result shows
// at the moment of contact; the clock plays, steps, skips and rests.
#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <tuple>
#include <vector>

#include "../support.h"
#include "phase_film.h"
#include "phase_motion.h"
#include "scenario.h"

using namespace dip;
using namespace dip::test;

namespace {

// A token as a test compares it: where it stands (a pose between two spots is nowhere), and what it is.
struct Seen {
    Spot at;
    UnitType type;
    Power power;
    friend bool operator<(const Seen& a, const Seen& b) {
        return std::tie(a.at.loc, a.at.beside, a.type, a.power) < std::tie(b.at.loc, b.at.beside, b.type, b.power);
    }
    friend bool operator==(const Seen& a, const Seen& b) {
        return a.at == b.at && a.type == b.type && a.power == b.power;
    }
};

Spot spot_of(const Pose& p) { return p.along == 0 ? p.from : p.along == 1 ? p.to : Spot{}; }
// Where a token stands at a moment, or nowhere while it glides between two spots.
Spot spot_of(const TokenAt& token) {
    const Spot a = spot_of(token.a), b = spot_of(token.b);
    if (token.blend <= 0) return a;
    if (token.blend >= 1 || a == b) return b;
    return {};
}
// The pose a token is at exactly at a stop.
const Pose& pose_of(const TokenAt& token) { return token.blend >= 1 ? token.b : token.a; }

// The tokens seen at time t (opacity over a half).
std::vector<Seen> seen_at(const PhaseMotion& motion, float t) {
    std::vector<Seen> out;
    for (const UnitTrack& track : motion.tracks) {
        const TokenAt token = token_at(track, t);
        if (token.alpha > 0.5f) out.push_back({spot_of(token), track.unit.type, track.unit.power});
    }
    std::sort(out.begin(), out.end());
    return out;
}

std::vector<Seen> units_of(const Position& pos, const Map& map) {
    std::vector<Seen> out;
    for (int p = 0; p < map.province_count(); ++p) {
        if (const Unit& u = pos.units[p]) out.push_back({{u.loc, false}, u.type, u.power});
        if (const Unit& d = pos.dislodged[p].unit) out.push_back({{d.loc, true}, d.type, d.power});
    }
    std::sort(out.begin(), out.end());
    return out;
}

void check_motion(const ScenarioStep& step, const Map& map, const std::string& where) {
    INFO(where);
    const PhaseMotion motion = phase_motion(step.before, step.result, map);
    CHECK(seen_at(motion, 0) == units_of(step.before, map));
    CHECK(seen_at(motion, 1) == units_of(step.result.next, map));
    REQUIRE(motion.outcome_at.size() == step.result.results.size());
    for (const float t : motion.outcome_at) CHECK((t > 0 && t < 1));
    REQUIRE(!motion.stops.empty());
    CHECK(std::is_sorted(motion.stops.begin(), motion.stops.end()));
    CHECK(motion.stops.back() == 1.0f);
    for (const UnitTrack& track : motion.tracks) {
        REQUIRE(track.poses.size() >= 2);
        CHECK(track.poses.front().t == 0.0f);
        CHECK(track.poses.back().t == 1.0f);
    }
}

void check_folder(const char* folder, int at_least) {
    const int phases = for_each_scenario_step(folder, [](const ScenarioStep& step, const std::string& where) {
        check_motion(step, rules_of_variant(step.rules.variant).map(), where);
    });
    CHECK(phases >= at_least);
}

// The track of the unit that starts in `province` (beside it: a dislodged unit).
const UnitTrack& track_from(const PhaseMotion& motion, const Map& map, const char* province, bool beside = false) {
    const Spot start{map.find_loc(province), beside};
    for (const UnitTrack& t : motion.tracks)
        if (t.poses.front().from == start && t.poses.front().alpha > 0) return t;
    FAIL("no track from " << province);
    return motion.tracks.front();
}

}  // namespace

TEST_CASE("[Motion] on every phase of the DATC cases the tokens start at the units and end at the next position") {
    check_folder(DATC_DIR, 164);
}

TEST_CASE("[Motion] on every phase of the variants' scenarios the tokens start at the units and end at the next one") {
    check_folder(VARIANT_CASES_DIR, 30);
}

TEST_CASE("[Motion] a bounce goes out and back, a dislodged unit ends beside, a cut support shows at contact") {
    const Map& map = standard_rules().map();
    const ScenarioStep step = only_step(R"(phase: Spring 1901 Movement
units:
  Austria: A Tri, A Vie
  Italy: A Ven, A Tyr
  Germany: A Mun
  France: A Par
  Russia: A Gal
orders:
  Austria: A Tri H
  Austria: A Vie S A Tri
  Italy: A Ven - Tri
  Italy: A Tyr S A Ven - Tri
  Germany: A Mun - Bur
  France: A Par - Bur
  Russia: A Gal - Vie
)");
    const PhaseMotion motion = phase_motion(step.before, step.result, map);
    const float contact = motion.stops.front();

    // Munich and Paris go part of the way to Burgundy, and are back home at the end.
    const TokenAt mun = token_at(track_from(motion, map, "mun"), contact);
    CHECK(pose_of(mun).to.loc == map.find_loc("bur"));
    CHECK((pose_of(mun).along > 0.2f && pose_of(mun).along < 0.6f));
    CHECK(spot_of(token_at(track_from(motion, map, "mun"), 1)) == Spot{map.find_loc("mun"), false});

    // Venice takes Trieste; Trieste's army ends beside Trieste.
    CHECK(spot_of(token_at(track_from(motion, map, "ven"), 1)) == Spot{map.find_loc("tri"), false});
    CHECK(spot_of(token_at(track_from(motion, map, "tri"), 1)) == Spot{map.find_loc("tri"), true});
    // Half way through the moves, it has not yet been pushed.
    CHECK(spot_of(token_at(track_from(motion, map, "tri"), contact)) == Spot{map.find_loc("tri"), false});

    // Vienna's support is cut when Galicia's army arrives; the bounces show then too; the rest later.
    for (std::size_t i = 0; i < step.result.results.size(); ++i) {
        const OrderResult& r = step.result.results[i];
        INFO(to_text(r.order, map));
        const bool early = r.outcome.reason == Reason::SupportCut ||
                           (r.order.kind == OrderKind::Move && r.outcome.result == Result::Fails);
        CHECK((motion.outcome_at[i] <= contact) == early);
    }
}

TEST_CASE("[Motion] a retreat travels from beside its province, and a disband fades") {
    const Map& map = standard_rules().map();
    const ScenarioReport report = run_scenario(R"(phase: Spring 1901 Movement
units:
  Austria: A Tri, F Alb
  Italy: A Ven, A Tyr, F Ion, F Adr
orders:
  Italy: A Ven - Tri
  Italy: A Tyr S A Ven - Tri
  Italy: F Ion - Alb
  Italy: F Adr S F Ion - Alb
---
orders:
  Austria: A Tri - Vie
  Austria: F Alb disband
)",
                                               standard_rules());
    INFO(report.error);
    REQUIRE(report.error.empty());
    REQUIRE(report.steps.size() == 2);
    const ScenarioStep& retreat = report.steps[1];
    const PhaseMotion motion = phase_motion(retreat.before, retreat.result, map);
    const UnitTrack& army = track_from(motion, map, "tri", true);
    CHECK(army.poses.front().from == Spot{map.find_loc("tri"), true});
    CHECK(spot_of(token_at(army, 1)) == Spot{map.find_loc("vie"), false});
    const UnitTrack& fleet = track_from(motion, map, "alb", true);
    CHECK(fleet.unit.type == UnitType::Fleet);
    CHECK(token_at(fleet, 0).alpha == 1.0f);
    CHECK(token_at(fleet, 1).alpha == 0.0f);
}

TEST_CASE("[Film] plays to the end and rests, steps through the stops, skips, and with reduced motion never moves") {
    PhaseFilm film;
    CHECK(!film.needs_frames());
    film.play();  // nothing to play in the present
    CHECK(!film.needs_frames());

    film.play_from_start(3);
    CHECK(film.shown() == 3);
    CHECK(film.needs_frames());
    int frames = 0;
    while (film.needs_frames() && frames < 1000) film.advance(1.0f / 60), ++frames;
    CHECK(film.at_end());
    CHECK(frames == Approx(PhaseFilm::kSeconds * 60).margin(2));

    // A very slow frame moves the clock at most a tenth of a second of film.
    film.play();
    CHECK(film.time() == 0.0f);
    film.advance(5);
    CHECK(film.time() == Approx(PhaseFilm::kLongestStep / PhaseFilm::kSeconds));
    film.cycle_speed();  // twice as fast
    const float before = film.time();
    film.advance(0.05f);
    CHECK(film.time() - before == Approx(0.1f / PhaseFilm::kSeconds));

    const std::vector<float> stops{0.4f, 0.6f, 1.0f};
    film.show(2);
    film.step(stops);
    CHECK(film.time() == 0.4f);
    CHECK(!film.playing());
    film.step(stops);
    film.step(stops);
    CHECK(film.at_end());
    film.step(stops);  // from the end, it starts again
    CHECK(film.time() == 0.4f);
    film.skip();
    CHECK(film.at_end());
    film.show(-1);
    CHECK(!film.showing_past());

    PhaseFilm still;
    still.set_reduced_motion(true);
    still.play_from_start(0);
    CHECK(still.at_end());
    CHECK(!still.needs_frames());
}

TEST_CASE("[Film] a film of several phases plays each in turn to the last, and Skip goes to the last one's end") {
    PhaseFilm film;
    film.play_through(1, 3);
    CHECK(film.shown() == 1);
    CHECK(film.playing_through());
    int frames = 0;
    while (film.needs_frames() && frames < 10000) film.advance(1.0f / 60), ++frames;
    CHECK(film.shown() == 3);
    CHECK(film.at_end());
    CHECK(frames == Approx(3 * PhaseFilm::kSeconds * 60).margin(6));

    film.play_through(0, 2);
    film.skip();
    CHECK(film.shown() == 2);
    CHECK(film.at_end());

    PhaseFilm still;
    still.set_reduced_motion(true);
    still.play_through(0, 4);
    CHECK(still.shown() == 4);
    CHECK(still.at_end());
    CHECK(!still.needs_frames());
}
