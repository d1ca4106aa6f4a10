// The phase clock's rules (phase_clock.h). Times within a phase are "running time": milliseconds since the phase
// started, pauses left out, so a pause moves every deadline of the phase (grace minutes included) at once.
#include "phase_clock.h"

#include <algorithm>
#include <sstream>

namespace dip {

namespace {

constexpr Millis kSecond = 1000;
constexpr Millis kMinute = 60 * kSecond;

int index(PhaseClock::Alert a) { return static_cast<int>(a); }

}  // namespace

ClockTimes preset_times(ClockPreset preset) {
    switch (preset) {
        case ClockPreset::Wbc: return {};
        case ClockPreset::Fifteen: return {.negotiation = 15 * 60};
        case ClockPreset::Untimed: return {0, 0, 0, 0, 60, 0};
    }
    return {};
}

std::string_view to_string(ClockPreset preset) {
    switch (preset) {
        case ClockPreset::Wbc: return "WBC: 10 + 2 minutes";
        case ClockPreset::Fifteen: return "15 + 2 minutes";
        case ClockPreset::Untimed: return "No clock";
    }
    return "";
}

std::string clock_text(Millis left) {
    const Millis seconds = std::max<Millis>(0, (left + kSecond - 1) / kSecond);
    const auto two = [](Millis n) { return (n < 10 ? "0" : "") + std::to_string(n); };
    if (seconds >= 3600) return std::to_string(seconds / 3600) + ":" + two(seconds / 60 % 60) + ":" + two(seconds % 60);
    return std::to_string(seconds / 60) + ":" + two(seconds % 60);
}

void PhaseClock::start_round(Millis now) {
    round_start_ = now;
    alerted_[index(Alert::RoundCall)] = false;
}

void PhaseClock::start_phase(PhaseKind kind, const std::array<bool, kMaxPowers>& to_order, Millis now) {
    const int writing = kind == PhaseKind::Movement   ? times_.writing
                        : kind == PhaseKind::Retreats ? times_.retreats
                                                      : times_.builds;
    timed_ = writing > 0;
    negotiation_ = timed_ && kind == PhaseKind::Movement ? times_.negotiation * kSecond : 0;
    writing_ = writing * kSecond;
    phase_start_ = now;
    paused_for_ = 0;
    paused_ = false;
    to_order_ = to_order;
    handed_in_.fill(false);
    grace_until_.fill(0);
    const bool called = alerted_[index(Alert::RoundCall)];
    alerted_.fill(false);
    alerted_[index(Alert::RoundCall)] = called;
}

void PhaseClock::pause(Millis now) {
    if (paused_) return;
    paused_ = true;
    paused_at_ = now;
}

void PhaseClock::resume(Millis now) {
    if (!paused_) return;
    paused_ = false;
    paused_for_ += now - paused_at_;
}

Millis PhaseClock::running(Millis now) const { return (paused_ ? paused_at_ : now) - phase_start_ - paused_for_; }

Millis PhaseClock::deadline() const { return negotiation_ + writing_; }

Millis PhaseClock::power_deadline(Power power) const { return std::max(deadline(), grace_until_[power]); }

PhaseClock::Stage PhaseClock::stage(Millis now) const {
    if (!timed_) return Stage::Untimed;
    const Millis t = running(now);
    if (t < negotiation_) return Stage::Negotiation;
    if (t < deadline()) return Stage::Writing;
    for (int pw = 0; pw < kMaxPowers; ++pw)
        if (to_order_[pw] && !handed_in_[pw] && t < grace_until_[pw]) return Stage::Grace;
    return Stage::TimeUp;
}

Millis PhaseClock::left(Millis now) const {
    const Millis t = running(now);
    switch (stage(now)) {
        case Stage::Negotiation: return negotiation_ - t;
        case Stage::Writing: return deadline() - t;
        case Stage::Grace: {
            Millis last = 0;
            for (int pw = 0; pw < kMaxPowers; ++pw)
                if (to_order_[pw] && !handed_in_[pw]) last = std::max(last, grace_until_[pw]);
            return last - t;
        }
        default: return 0;
    }
}

Millis PhaseClock::to_round_call(Millis now) const {
    if (round_start_ < 0 || times_.round_call <= 0) return 0;
    return std::max<Millis>(0, round_start_ + times_.round_call * kSecond - now);
}

bool PhaseClock::round_called(Millis now) const {
    return round_start_ >= 0 && times_.round_call > 0 && to_round_call(now) == 0;
}

std::vector<PhaseClock::Alert> PhaseClock::tick(Millis now) {
    std::vector<Alert> out;
    const auto once = [&](Alert a, bool due) {
        if (!due || alerted_[index(a)]) return;
        alerted_[index(a)] = true;
        out.push_back(a);
    };
    if (timed_) {
        const Millis t = running(now);
        once(Alert::WriteNow, negotiation_ > 0 && t >= negotiation_);
        once(Alert::OneMinute, writing_ > kMinute && t >= deadline() - kMinute);
        once(Alert::TimeUp, t >= deadline());
        bool graced = false;
        for (int pw = 0; pw < kMaxPowers; ++pw) graced = graced || grace_until_[pw] > 0;
        once(Alert::GraceOver, graced && t >= deadline() && stage(now) == Stage::TimeUp);
    }
    once(Alert::RoundCall, round_called(now));
    return out;
}

std::string PhaseClock::refusal(Power power, Millis now) const {
    if (power >= kMaxPowers || !to_order_[power]) return "That power has no orders to give in this phase";
    if (timed_ && running(now) >= power_deadline(power)) return "Too late: the deadline has passed, so its units hold";
    return "";
}

std::string PhaseClock::hand_in(Power power, Millis now) {
    std::string why = refusal(power, now);
    if (why.empty()) handed_in_[power] = true;
    return why;
}

std::string PhaseClock::grant_grace(Power power, Millis now) {
    if (power >= kMaxPowers || !to_order_[power]) return "That power has no orders to give in this phase";
    if (!timed_) return "This phase has no clock";
    if (grace_used_[power]) return "Its grace minute was used already in this game";
    if (handed_in_[power]) return "Its orders are in already";
    grace_used_[power] = true;
    grace_until_[power] = std::max(deadline(), running(now)) + times_.grace * kSecond;
    alerted_[index(Alert::GraceOver)] = false;
    return "";
}

PhaseClock::Seat PhaseClock::seat(Power power, Millis now) const {
    if (!to_order_[power]) return Seat::Idle;
    if (handed_in_[power]) return Seat::HandedIn;
    if (!timed_) return Seat::Writing;
    const Millis t = running(now);
    if (t < deadline()) return Seat::Writing;
    return t < grace_until_[power] ? Seat::InGrace : Seat::Late;
}

bool PhaseClock::all_handed_in() const {
    for (int pw = 0; pw < kMaxPowers; ++pw)
        if (to_order_[pw] && !handed_in_[pw]) return false;
    return true;
}

bool PhaseClock::may_play(Millis now) const {
    const Stage s = stage(now);
    return s == Stage::Untimed || s == Stage::TimeUp || all_handed_in();
}

std::vector<Power> PhaseClock::not_handed_in() const {
    std::vector<Power> out;
    for (int pw = 0; pw < kMaxPowers; ++pw)
        if (to_order_[pw] && !handed_in_[pw]) out.push_back(static_cast<Power>(pw));
    return out;
}

namespace {

// One bit per power, in a 64-bit word: every power index fits (kMaxPowers <= 64).
template <std::size_t N>
std::uint64_t bits(const std::array<bool, N>& a) {
    static_assert(N <= 64);
    std::uint64_t out = 0;
    for (std::size_t i = 0; i < N; ++i) out |= static_cast<std::uint64_t>(a[i]) << i;
    return out;
}

template <std::size_t N>
std::array<bool, N> from_bits(std::uint64_t b) {
    static_assert(N <= 64);
    std::array<bool, N> out{};
    for (std::size_t i = 0; i < N; ++i) out[i] = (b >> i) & 1;
    return out;
}

}  // namespace

std::string PhaseClock::to_text() const {
    std::ostringstream out;
    out << "clock1 " << times_.negotiation << ' ' << times_.writing << ' ' << times_.retreats << ' ' << times_.builds
        << ' ' << times_.grace << ' ' << times_.round_call << ' ' << timed_ << ' ' << negotiation_ << ' ' << writing_
        << ' ' << phase_start_ << ' ' << paused_for_ << ' ' << paused_ << ' ' << paused_at_ << ' ' << round_start_
        << ' ' << bits(to_order_) << ' ' << bits(handed_in_) << ' ' << bits(grace_used_) << ' ' << bits(alerted_);
    for (const Millis g : grace_until_) out << ' ' << g;
    return out.str();
}

std::optional<PhaseClock> PhaseClock::from_text(std::string_view text) {
    std::istringstream in{std::string(text)};
    std::string tag;
    ClockTimes t;
    PhaseClock c;
    std::uint64_t to_order = 0, handed = 0, graces = 0, alerted = 0;
    in >> tag >> t.negotiation >> t.writing >> t.retreats >> t.builds >> t.grace >> t.round_call >> c.timed_ >>
        c.negotiation_ >> c.writing_ >> c.phase_start_ >> c.paused_for_ >> c.paused_ >> c.paused_at_ >>
        c.round_start_ >> to_order >> handed >> graces >> alerted;
    for (Millis& g : c.grace_until_) in >> g;
    const int longest = 24 * 3600;  // no part of a table's day is longer than a day
    for (const int v : {t.negotiation, t.writing, t.retreats, t.builds, t.grace, t.round_call})
        if (v < 0 || v > longest) return std::nullopt;
    if (!in || tag != "clock1" || (in >> std::ws, !in.eof())) return std::nullopt;
    if (c.negotiation_ < 0 || c.writing_ < 0 || c.paused_for_ < 0) return std::nullopt;
    c.times_ = t;
    c.to_order_ = from_bits<kMaxPowers>(to_order);
    c.handed_in_ = from_bits<kMaxPowers>(handed);
    c.grace_used_ = from_bits<kMaxPowers>(graces);
    c.alerted_ = from_bits<5>(alerted);
    return c;
}

}  // namespace dip
