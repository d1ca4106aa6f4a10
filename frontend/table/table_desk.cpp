// The table's desk (table_desk.h): the clock kept in step with the game, and saved under one storage key.
#include "table_desk.h"

#include <sstream>

#include "retreats.h"
#include "text_util.h"

namespace dip {

namespace {

constexpr const char* kTableKey = "dip.table";  // "table1 <game key> <phases played>" then the clock's line

std::array<bool, kMaxPowers> deciding(const Session& session) {
    std::array<bool, kMaxPowers> out{};
    for (const Power p : session.powers_to_order()) out[p] = true;
    return out;
}

}  // namespace

std::vector<std::string> retreats_to_name(const Session& session) {
    const Position& pos = session.position();
    const Map& map = session.map();
    std::vector<std::string> out;
    if (pos.phase.kind != PhaseKind::Retreats) return out;
    for (int p = 0; p < map.province_count(); ++p) {
        const DislodgedUnit& d = pos.dislodged[p];
        if (!d.unit) continue;
        std::vector<std::string> places;
        retreat_options(map, pos, d).for_each([&](int l) {
            places.push_back(map.province(map.province_of(static_cast<Loc>(l))).name);
        });
        out.push_back(
            map.power(d.unit.power).name + "'s " + (d.unit.type == UnitType::Army ? "army" : "fleet") + " in " +
            map.province(static_cast<Province>(p)).name + ": " +
            (places.empty() ? "nowhere to go, so it is disbanded" : "to " + listed(places, " or ") + ", or disband"));
    }
    return out;
}

void TableDesk::start(const std::string& key, ClockTimes times, const Session& session, Millis now) {
    key_ = opened_ = key;
    clock_ = PhaseClock(times);
    clock_.start_round(now);
    phase_ = session.game().history().size();
    clock_.start_phase(session.position().phase.kind, deciding(session), now);
    save();
}

void TableDesk::open(const std::string& key) {
    if (key == opened_) return;  // asked already: storage is read once a game
    opened_ = key;
    key_.clear();
    const std::optional<std::string> stored = storage_.get(kTableKey);
    if (!stored || key.empty()) return;
    std::istringstream in(*stored);
    std::string tag, game, line;
    std::size_t phase = 0;
    in >> tag >> game >> phase;
    std::getline(in >> std::ws, line);
    const std::optional<PhaseClock> clock = PhaseClock::from_text(line);
    if (tag != "table1" || game != key || !clock) return;  // another game's table, or not one this wrote
    key_ = key;
    clock_ = *clock;
    phase_ = phase;
}

std::vector<PhaseClock::Alert> TableDesk::follow(const Session& session, Millis now) {
    if (!on()) return {};
    const std::size_t played = session.game().history().size();
    if (played != phase_) {
        // The powers that were not in when the phase was played held: the phase's account tells them.
        phase_ = played;
        clock_.start_phase(session.position().phase.kind, deciding(session), now);
        save();
    }
    bool changed = false;
    for (const Power p : session.powers_to_order())
        if (session.record().seats.received[p] && !clock_.handed_in(p)) changed |= clock_.hand_in(p, now).empty();
    if (changed) save();
    std::vector<PhaseClock::Alert> alerts = clock_.tick(now);
    if (!alerts.empty()) save();
    return alerts;
}

bool TableDesk::due(Millis now) const { return on() && clock_.stage(now) == PhaseClock::Stage::TimeUp; }

std::string TableDesk::may_hand_in(Power power, Millis now) const { return on() ? clock_.refusal(power, now) : ""; }

void TableDesk::pause(Millis now) {
    clock_.pause(now);
    save();
}

void TableDesk::resume(Millis now) {
    clock_.resume(now);
    save();
}

std::string TableDesk::grant_grace(Power power, Millis now) {
    std::string why = clock_.grant_grace(power, now);
    if (why.empty()) save();
    return why;
}

void TableDesk::save() {
    if (!on()) return;
    storage_.set(kTableKey, "table1 " + key_ + " " + std::to_string(phase_) + "\n" + clock_.to_text());
}

}  // namespace dip
