// The table screen's clock and seats (table_panel.h).
#include "table_panel.h"

#include <algorithm>

#include <cfloat>

#include "paper_slip.h"
#include "position_text.h"
#include "widgets.h"

namespace dip {

namespace {

using Stage = PhaseClock::Stage;
using Seat = PhaseClock::Seat;

const char* stage_words(Stage stage, bool paused) {
    if (paused) return "Clock paused";
    switch (stage) {
        case Stage::Untimed: return "No clock: the game master plays the phase";
        case Stage::Negotiation: return "Negotiation";
        case Stage::Writing: return "Write your orders";
        case Stage::Grace: return "Grace minute";
        case Stage::TimeUp: return "Time is up";
    }
    return "";
}

const char* seat_words(Seat seat, bool grace_used) {
    switch (seat) {
        case Seat::Idle: return "nothing to order";
        case Seat::Writing: return grace_used ? "writing (grace used)" : "writing";
        case Seat::HandedIn: return "handed in";
        case Seat::InGrace: return "grace minute";
        case Seat::Late: return "not handed in: holds";
    }
    return "";
}

// The digits, as large as a room needs (an eighth of the screen's height) and the panel's width allows.
void big_clock(const std::string& text, const Fonts& fonts, Rgba ink, Rgba back) {
    ImFont* font = fonts.clock ? fonts.clock : fonts.big;
    const float room = ImGui::GetContentRegionAvail().x;
    float size = ImGui::GetIO().DisplaySize.y / 8;
    const float wide = font->CalcTextSizeA(size, FLT_MAX, 0, "00:00").x;
    if (wide > room * 0.95f) size *= room * 0.95f / wide;
    const ImVec2 at = ImGui::GetCursorScreenPos();
    const ImVec2 text_size = font->CalcTextSizeA(size, FLT_MAX, 0, text.c_str());
    ImDrawList* dl = ImGui::GetWindowDrawList();
    dl->AddRectFilled(at, {at.x + room, at.y + size * 1.1f}, back, 6);
    dl->AddText(font, size, {at.x + (room - text_size.x) / 2, at.y + size * 0.05f}, ink, text.c_str());
    ImGui::Dummy({room, size * 1.1f});
}

}  // namespace

bool TablePanel::draw(TableDesk& desk, const UiContext& ui, const TableMoment& moment) {
    const PhaseClock& clock = desk.clock();
    const Millis now = moment.now;
    const Map& map = ui.session.map();
    const Stage stage = clock.stage(now);

    ImGui::PushFont(ui.fonts.bold);
    ImGui::TextUnformatted(("At the table: " + phase_text(ui.session.position().phase)).c_str());
    ImGui::PopFont();
    if (ui.session.over()) {
        ImGui::TextWrapped("%s", end_text(ui.session).c_str());
        return false;
    }
    if (clock.times().round_call > 0)
        ImGui::TextDisabled("The round's call in %s", clock_text(clock.to_round_call(now)).c_str());
    ImGui::TextUnformatted(stage_words(stage, clock.paused()));
    ui.controls.record("Table stage");
    if (stage != Stage::Untimed) {
        const bool urgent = stage != Stage::Negotiation && clock.left(now) <= 60'000;
        const Rgba back = moment.flashing ? ui.palette.failure
                          : urgent        ? mix(ui.palette.failure, 0xFFFFFFFF, 0.75f)
                                          : mix(ui.palette.bar, 0xFFFFFFFF, 0.85f);
        big_clock(clock_text(clock.left(now)), ui.fonts, moment.flashing ? 0xFFFFFFFF : ui.palette.ink, back);
        ui.controls.record("Table clock");
    }

    // Each power with orders to give: its state, and its grace minute for the game master to grant.
    for (int pw = 0; pw < map.power_count(); ++pw) {
        const Power p = static_cast<Power>(pw);
        const Seat seat = clock.seat(p, now);
        if (seat == Seat::Idle) continue;
        ImGui::PushID(pw);
        power_swatch(ui.palette.power[pw]);
        ImGui::SameLine();
        const Rgba ink = seat == Seat::HandedIn ? ui.palette.success
                         : seat == Seat::Late   ? ui.palette.failure
                                                : ui.palette.ink;
        ImGui::TextColored(colour(ink), "%s: %s", map.power(p).name.c_str(), seat_words(seat, clock.grace_used(p)));
        const bool may_grant = !clock.grace_used(p) && seat == Seat::Writing && stage != Stage::Negotiation;
        if (may_grant || (seat == Seat::Late && !clock.grace_used(p))) {
            const std::string label = "Grace minute for " + map.power(p).name;
            ImGui::SameLine();
            if (ui.controls.small_button(label.c_str())) {
                const std::string why = desk.grant_grace(p, now);
                if (!why.empty()) ui.keeper.tell(why);
            }
        }
        ImGui::PopID();
    }

    // Before the retreats are written, the table names every unit that must retreat and where it may go.
    if (const std::vector<std::string> retreats = retreats_to_name(ui.session); !retreats.empty()) {
        ImGui::TextUnformatted("Units that must retreat:");
        for (const std::string& line : retreats) ImGui::BulletText("%s", line.c_str());
        ui.controls.record("Units that must retreat");
    }
    if (stage != Stage::Untimed) {
        if (!clock.paused() ? ui.controls.button("Pause the clock") : ui.controls.button("Start the clock again"))
            clock.paused() ? desk.resume(now) : desk.pause(now);
    }
    bool play = false;
    if (stage == Stage::Untimed) {
        play = ui.controls.button(("Adjudicate " + phase_text(ui.session.position().phase)).c_str(), {-1, 0});
    } else if (clock.all_handed_in() && stage != Stage::TimeUp) {
        ImGui::TextWrapped("Everyone has handed in. Play the phase now if the whole table agrees.");
        play = ui.controls.button("Everyone agrees: play now", {-1, 0});
    }
    paper_slip(ui, clock, now);
    // The phones' way in: the game's link as it stands, read by a phone's camera.
    const float side = std::min(ImGui::GetContentRegionAvail().x, ImGui::GetIO().DisplaySize.y * 0.35f);
    const std::string link = ui.keeper.shared_link();
    if (link_.modules(link) > 0) {
        ImGui::TextWrapped("Phones: scan this to open the game as it stands, and again after each phase.");
        ImGui::SetCursorPosX(ImGui::GetCursorPosX() + (ImGui::GetContentRegionAvail().x - side) / 2);
        link_.draw(link, side);
        ui.controls.record("Table's QR code");
    } else {
        ImGui::TextWrapped("The game's link is too long for a QR code now: copy it below and send it to the phones.");
    }
    ImGui::Separator();
    return play;
}

void TablePanel::said_slip(const UiContext& ui) const {
    if (slip_message_.empty()) return;
    ImGui::TextWrapped("%s", slip_message_.c_str());
    ui.controls.record("Slip message");
}

void TablePanel::paper_slip(const UiContext& ui, const PhaseClock& clock, Millis now) {
    if (slip_phase_ != ui.session.game().history().size()) {  // a new phase: the last phase's word is old news
        slip_phase_ = ui.session.game().history().size();
        slip_message_.clear();
    }
    if (!slip_open_) {
        if (ui.controls.small_button("Type a player's paper slip")) slip_open_ = true;
        said_slip(ui);
        return;
    }
    const Map& map = ui.session.map();
    ImGui::TextWrapped("Whose slip? Type it as written, one order a line; every order is checked.");
    const Power chosen = power_buttons(map, ui.palette, ui.controls,
                                       [&](Power pw) { return clock.seat(pw, now) != PhaseClock::Seat::Idle; });
    if (chosen != kNoPower) slip_power_ = chosen;
    if (slip_power_ == kNoPower) return;
    text_box("##slip", slip_text_, 4);
    ui.controls.record("Slip box");
    const std::string label = "Hand in " + map.power(slip_power_).name + "'s slip";
    if (ui.controls.button(label.c_str())) {
        const std::string why = hand_in_slip(ui.keeper, ui.session, slip_power_, slip_text_);
        slip_message_ = why.empty() ? map.power(slip_power_).name + "'s slip is in." : why;
        if (why.empty()) {
            slip_text_.clear();
            slip_open_ = false;
            slip_power_ = kNoPower;
        }
    }
    ImGui::SameLine();
    if (ui.controls.button("Put the slip away")) {
        slip_open_ = false;
        slip_message_.clear();
    }
    said_slip(ui);
}

}  // namespace dip
