// The tournament director's window (event_window.h).
#include "event_window.h"

#include <algorithm>
#include <cctype>

#include "board_result.h"
#include "event_link.h"
#include "event_text.h"
#include "round_draw.h"
#include "standings.h"
#include "standings_table.h"
#include "widgets.h"

namespace dip {

namespace {

constexpr const char* kShortBoards[] = {"Some sit out", "Volunteers play two boards", "The game master fills seats"};

// A table of text rows, the first a header.
void rows_table(const char* id, const TableRows& rows) {
    if (rows.empty()) return;
    const int columns = static_cast<int>(rows.front().size());
    // As tall as its rows, scrolled sideways when wider than the window; cells never wrapped.
    const ImVec2 outer{
        0, static_cast<float>(rows.size()) * (ImGui::GetTextLineHeight() + 2 * ImGui::GetStyle().CellPadding.y + 1) +
               ImGui::GetStyle().ScrollbarSize + 4};
    if (!ImGui::BeginTable(
            id, columns,
            ImGuiTableFlags_Borders | ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingFixedFit | ImGuiTableFlags_ScrollX,
            outer))
        return;
    ImGui::PushTextWrapPos(-1.0f);
    for (const std::string& head : rows.front()) ImGui::TableSetupColumn(head.c_str());
    ImGui::TableHeadersRow();
    for (std::size_t r = 1; r < rows.size(); ++r) {
        ImGui::TableNextRow();
        for (const std::string& cell : rows[r]) {
            ImGui::TableNextColumn();
            ImGui::TextUnformatted(cell.c_str());
        }
    }
    ImGui::PopTextWrapPos();
    ImGui::EndTable();
}

std::string seat_name(const Event& event, int id) {
    if (id == kGameMaster) return "NC (the game master)";
    const Player* p = find_player(event, id);
    return p ? p->name : "?";
}

// " Ann plays France again in round 2." for every power round `round`'s seats repeat (a draw letting them, or seats
// changed by hand), for the director to see.
std::string repeats_in(const Event& event, int round) {
    std::string out;
    const std::string in_round = " again in round " + std::to_string(round + 1);
    for (const std::string& repeat : repeated_powers(event))
        if (repeat.ends_with(in_round)) out += " " + repeat + ".";
    return out;
}

std::string slug(const std::string& name) {
    std::string out;
    for (const char c : name)
        out += std::isalnum(static_cast<unsigned char>(c)) ? static_cast<char>(std::tolower(c)) : '-';
    return out.empty() ? "tournament" : out;
}

}  // namespace

void EventWindow::saved() {
    if (std::string why = book_->save(); !why.empty()) message_ = std::move(why);
}

void EventWindow::draw(const UiContext& ui) {
    if (!begin_dialog("Tournament director", open_, ui.controls,
                      {.width = ImGui::GetFontSize() * 44}))  // a click outside would lose what is being typed
        return;
    if (!book_) {
        book_.emplace(ui.platform.storage());
        // Another tab's change is shown here from the next frame on.
        ui.platform.listen_to_storage([this](const std::string& key) {
            if (key == EventBook::kKey || key.empty()) book_->stored_elsewhere();
        });
    }
    ImGui::PushTextWrapPos(0.0f);
    Event* event = book_->event();
    if (!book_->problem().empty()) error_text(ui.palette, book_->problem());
    if (offered_) {
        offered(ui);
    } else if (!event || starting_new_) {
        new_event(ui);
    } else {
        ImGui::PushFont(ui.fonts.bold);
        ImGui::TextUnformatted(event->name.c_str());
        ImGui::PopFont();
        ImGui::TextDisabled("%s scoring, the best %d of %d rounds. Seed %llu: anyone can redo every draw.",
                            std::string(to_string(event->settings.scoring)).c_str(), event->settings.counted,
                            event->settings.rounds, static_cast<unsigned long long>(event->settings.seed));
        players(*event, ui);
        ImGui::Separator();
        boards(*event, ui);
        next_round(*event, ui);
        ImGui::Separator();
        standings(*event, ui);
        ImGui::Separator();
        if (ui.controls.button("Copy the tournament's link")) {
            ui.platform.copy_text(ui.platform.page_url() + std::string(kEventLinkKey) + encode_event(*event));
            message_ = "Copied: the link opens this tournament on another device, which asks before it takes it.";
        }
        ImGui::SameLine();
        if (ui.controls.button("Copy the tournament as text")) {
            ui.platform.copy_text(write_event(*event));
            message_ = "Copied: another device opens it with \"Open a tournament's text\".";
        }
        ImGui::SameLine();
        if (ui.controls.button("Start a new tournament")) starting_new_ = true;
    }
    if (!message_.empty()) {
        ImGui::TextUnformatted(message_.c_str());
        ui.controls.record("Director message");
    }
    ImGui::PopTextWrapPos();
    if (ui.controls.button("Close", {-1, 0})) ImGui::CloseCurrentPopup();
    ImGui::EndPopup();
}

void EventWindow::offer(std::string_view link) {
    open_ = true;
    Expected<Event> linked = decode_event(link);
    if (linked) offered_ = std::move(*linked);
    else message_ = "The tournament's link does not open: " + linked.failure().message;
}

// What the link holds, and whether to put it in place of the event kept here.
void EventWindow::offered(const UiContext& ui) {
    const Event* kept = book_->event();
    if (kept && write_event(*kept) == write_event(*offered_)) {
        offered_.reset();
        message_ = "The link holds the tournament kept here, as it is here.";
        return;
    }
    ImGui::PushFont(ui.fonts.bold);
    ImGui::Text("A tournament from a link: \"%s\"", offered_->name.c_str());
    ImGui::PopFont();
    ImGui::Text("%d players; %d of its %d rounds drawn.", static_cast<int>(offered_->players.size()),
                static_cast<int>(offered_->rounds.size()), offered_->settings.rounds);
    if (kept)
        ImGui::Text(
            "Opening it puts it in place of \"%s\" on this device (set aside in the browser's storage, "
            "not deleted).",
            kept->name.c_str());
    if (ui.controls.button("Open the tournament from the link")) {
        book_->open(std::move(*offered_));
        offered_.reset();
        absent_.fill(false);
        volunteer_.fill(false);
        editing_ = -1;
        starting_new_ = false;
        message_ = "Opened from the link.";
        saved();
        return;
    }
    ImGui::SameLine();
    if (ui.controls.button("Keep this device's tournament")) {
        offered_.reset();
        message_.clear();
    }
}

// A new event: its name, scoring and seed; or another device's event from its text.
void EventWindow::new_event(const UiContext& ui) {
    ImGui::TextUnformatted("A tournament: its players, rounds, draws, results and standings, kept on this device.");
    ImGui::TextUnformatted("Name");
    text_box("##event name", name_, 1);
    ui.controls.record("Event name");
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted("Scoring");
    ImGui::SameLine();
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 10);
    if (ImGui::BeginCombo("##event scoring", std::string(to_string(static_cast<Scoring>(scoring_))).c_str())) {
        for (int i = 0; i <= static_cast<int>(kLastScoring); ++i)
            if (ImGui::Selectable(std::string(to_string(static_cast<Scoring>(i))).c_str(), i == scoring_)) scoring_ = i;
        ImGui::EndCombo();
    }
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted("Seed (say it aloud: every draw follows from it)");
    ImGui::SameLine();
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 8);
    ImGui::InputInt("##event seed", &seed_);
    ui.controls.record("Event seed");
    seed_ = std::max(0, seed_);
    if (ui.controls.button("Start the tournament", {-1, 0})) {
        if (name_.empty()) {
            message_ = "Give the tournament a name.";
        } else {
            book_->start(name_, {.scoring = static_cast<Scoring>(scoring_), .seed = static_cast<std::uint64_t>(seed_)});
            absent_.fill(false);
            starting_new_ = false;
            message_.clear();
            saved();
        }
    }
    ImGui::TextUnformatted("Or open a tournament another device copied, as text or as a link:");
    text_box("##event text", text_, 2);
    ui.controls.record("Tournament text box");
    if (ui.controls.button("Open a tournament's text")) {
        message_ = book_->open_text(text_);
        if (message_.empty()) {
            starting_new_ = false;
            absent_.fill(false);
            text_.clear();
            message_ = "Opened.";
        }
    }
    if (starting_new_ && ui.controls.button("Back to the tournament")) starting_new_ = false;
}

// The players, each ticked when checked in for the next round; a box to add one.
void EventWindow::players(Event& event, const UiContext& ui) {
    ImGui::Text("Players: %d. Untick anyone not here for the next round.", static_cast<int>(event.players.size()));
    const float column = ImGui::GetContentRegionAvail().x / 4;
    for (std::size_t i = 0; i < event.players.size() && i < absent_.size(); ++i) {
        bool here = !absent_[i];
        if (i % 4) ImGui::SameLine(ImGui::GetStyle().WindowPadding.x + column * static_cast<float>(i % 4));
        ImGui::PushID(event.players[i].id);
        if (ui.controls.checkbox(event.players[i].name.c_str(), here)) absent_[i] = !here;
        ImGui::PopID();
    }
    text_box("##new player", player_, 1);
    ui.controls.record("New player box");
    if (ui.controls.button("Add the player")) {
        Expected<int> added = add_player(event, player_);
        if (!added) {
            message_ = added.failure().message;
        } else {
            message_ = player_ + " is in.";
            player_.clear();
            saved();
        }
    }
}

// The next round: who is here (above), what to do when they are not a multiple of seven, and the draw.
void EventWindow::next_round(Event& event, const UiContext& ui) {
    const int round = static_cast<int>(event.rounds.size());
    const bool last_open =
        round > 0 && std::any_of(event.rounds.back().boards.begin(), event.rounds.back().boards.end(),
                                 [](const Board& b) { return !b.result; });
    if (round >= event.settings.rounds || last_open) return;
    ImGui::Text("Round %d", round + 1);
    ImGui::TextDisabled("When the players are not a multiple of seven:");
    for (int i = 0; i < 3; ++i) {
        same_line_if_room(kShortBoards[i], i == 0);
        if (choice(ui.controls, kShortBoards[i], short_boards_ == i)) short_boards_ = i;
    }
    // Who volunteers to sit out, or to play two boards: the draw takes them first.
    if (short_boards_ != static_cast<int>(ShortBoards::GameMaster)) {
        ImGui::TextDisabled(short_boards_ == static_cast<int>(ShortBoards::SitOut) ? "Volunteers to sit out:"
                                                                                   : "Volunteers to play two boards:");
        bool first = true;
        for (std::size_t i = 0; i < event.players.size() && i < absent_.size(); ++i) {
            if (absent_[i]) continue;
            const std::string& name = event.players[i].name;
            same_line_if_room(name.c_str(), first);
            first = false;
            ImGui::PushID(static_cast<int>(i));
            if (choice(ui.controls, name, volunteer_[i])) volunteer_[i] = !volunteer_[i];
            ui.controls.name_last(("Volunteer: " + name).c_str());
            ImGui::PopID();
        }
    }
    const std::string label = "Draw round " + std::to_string(round + 1);
    // When no draw keeps everyone off the powers they played, the director may draw letting them repeat, and then
    // change seats by hand.
    const bool repeating = no_fair_draw_ && ui.controls.button("Draw letting powers repeat", {-1, 0});
    if (ui.controls.button(label.c_str(), {-1, 0}) || repeating) {
        std::vector<int> here, volunteers;
        for (std::size_t i = 0; i < event.players.size() && i < absent_.size(); ++i) {
            if (absent_[i]) continue;
            here.push_back(event.players[i].id);
            if (volunteer_[i] && short_boards_ != static_cast<int>(ShortBoards::GameMaster))
                volunteers.push_back(event.players[i].id);
        }
        Event tried = event;  // the event changes only when the draw is made
        const Expected<int> begun = begin_round(tried, here, static_cast<ShortBoards>(short_boards_), volunteers);
        std::string why = begun ? draw_round(tried, *begun, repeating) : begun.failure().message;
        // Offered only when letting powers repeat is what would make the draw.
        no_fair_draw_ = begun && !why.empty() && draw_round(tried, *begun, true).empty();
        if (why.empty()) {
            event = std::move(tried);
            volunteer_.fill(false);
            message_ = "Round " + std::to_string(round + 1) + " is drawn, from the seed " +
                       std::to_string(event.rounds.back().seed) + "." + repeats_in(event, round);
            saved();
        } else {
            message_ = "No draw: " + why;
        }
    }
}

// The last round's boards: the seats, and each board's result or the form to type it.
void EventWindow::boards(Event& event, const UiContext& ui) {
    if (event.rounds.empty()) return;
    const int round = static_cast<int>(event.rounds.size()) - 1;
    const Round& r = event.rounds.back();
    ImGui::Text("Round %d, drawn from the seed %llu", round + 1, static_cast<unsigned long long>(r.seed));
    // Until a result is in, the director may change the seats: one seat pressed, then the one to swap it with.
    const bool may_seat =
        !r.boards.empty() && std::none_of(r.boards.begin(), r.boards.end(), [](const Board& b) { return b.result; });
    if (picked_ && (!may_seat || picked_round_ != round)) picked_.reset();
    if (may_seat)
        ImGui::TextDisabled(
            "Until a result is in, seats may be changed by hand: press a seat, then the seat (or "
            "the player sitting out) to swap it with.");
    std::optional<SeatPlace> pressed;  // swapped after the boards are drawn: a swap replaces the round
    for (int b = 0; b < static_cast<int>(r.boards.size()); ++b) {
        const Board& board = r.boards[b];
        ImGui::PushID(b);
        ImGui::PushFont(ui.fonts.bold);
        ImGui::Text("Board %d", b + 1);
        ImGui::PopFont();
        if (may_seat) {
            for (int p = 0; p < static_cast<int>(board.seats.size()); ++p)
                if (seat_button(power_name(p) + ": " + seat_name(event, board.seats[p]), {b, p}, p == 0, ui))
                    pressed = SeatPlace{b, p};
        } else {
            std::string seats;
            for (int p = 0; p < static_cast<int>(board.seats.size()); ++p)
                seats += (p ? ", " : "") + power_name(p) + ": " + seat_name(event, board.seats[p]);
            ImGui::TextUnformatted(seats.c_str());
        }
        if (board.result) {
            std::string centres;
            for (int p = 0; p < board.result->powers; ++p)
                centres +=
                    (p ? ", " : "") + power_name(p).substr(0, 3) + " " + std::to_string(board.result->centres[p]);
            ImGui::TextDisabled("Result: %s. %s.", describe(board.result->end, standard_map()).c_str(),
                                centres.c_str());
        } else if (editing_ == b) {
            result_form(event, round, b, ui);
        } else if (ui.controls.button(("Enter the result of board " + std::to_string(b + 1)).c_str())) {
            editing_ = b;
            centres_.fill(0);
            end_ = 0;
            in_draw_.fill(false);
            result_problem_.clear();
            conceded_to_ = -1;
            fell_in_.fill(0);
            units_left_.fill(false);
        }
        ImGui::PopID();
    }
    if (!r.sitting_out.empty()) {
        std::string out;
        for (const int id : r.sitting_out) out += (out.empty() ? "" : ", ") + seat_name(event, id);
        ImGui::TextDisabled("Sitting out: %s", out.c_str());
        ui.controls.record(("Sitting out: " + out).c_str());
        for (int i = 0; may_seat && i < static_cast<int>(r.sitting_out.size()); ++i)
            if (seat_button("Out: " + seat_name(event, r.sitting_out[i]), {-1, i}, i == 0, ui))
                pressed = SeatPlace{-1, i};
    }
    if (pressed) swap_with(event, round, *pressed);
}

bool EventWindow::seat_button(const std::string& label, SeatPlace place, bool first, const UiContext& ui) {
    same_line_if_room(label.c_str(), first);  // the seats flow along the line
    const bool picked = picked_ && *picked_ == place;
    if (picked) ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyle().Colors[ImGuiCol_ButtonActive]);
    ImGui::PushID(place.board * 100 + place.place);
    const bool pressed = ui.controls.button(label.c_str());
    ImGui::PopID();
    if (picked) ImGui::PopStyleColor();
    return pressed;
}

// A seat pressed: the first is picked, the second swaps with it (pressing the picked one again puts it down).
void EventWindow::swap_with(Event& event, int round, SeatPlace place) {
    if (!picked_) {
        picked_ = place;
        picked_round_ = round;
        message_ = "Now press the seat to swap it with.";
        return;
    }
    const SeatPlace first = *std::exchange(picked_, std::nullopt);
    if (first == place) {
        message_.clear();
        return;
    }
    if (const std::string why = swap_seats(event, round, first, place); !why.empty()) {
        message_ = "Not swapped: " + why + ".";
        return;
    }
    message_ = "Swapped." + repeats_in(event, round);
    saved();
}

// A board's result from its centre chart: each power's centres (and, for a power with none, the year it fell or
// that it still has units), how the game ended (the time limit, a solo, a draw among named powers, a concession to
// one), and the last year played.
void EventWindow::result_form(Event& event, int round, int board, const UiContext& ui) {
    ImGui::TextDisabled("Centres at the end:");
    for (int p = 0; p < 7; ++p) {
        if (p % 4) ImGui::SameLine();
        ImGui::SetNextItemWidth(ImGui::GetFontSize() * 5.5f);
        const std::string label = power_name(p).substr(0, 3) + "##centres" + std::to_string(p);
        ImGui::InputInt(label.c_str(), &centres_[p], 0, 0);
        ui.controls.record(("Centres of " + power_name(p)).c_str());
        centres_[p] = std::clamp(centres_[p], 0, 34);
    }
    // A power with no centre: out in a year (0: not known), or still on the board with units.
    for (int p = 0; p < 7; ++p) {
        if (centres_[p] > 0) continue;
        ImGui::PushID(p);
        ImGui::AlignTextToFramePadding();
        ImGui::TextUnformatted((power_name(p) + ", no centre:").c_str());
        ImGui::SameLine();
        if (ui.controls.checkbox("units left", units_left_[p])) fell_in_[p] = 0;
        ui.controls.record(("Units left: " + power_name(p)).c_str());
        if (!units_left_[p]) {
            ImGui::SameLine();
            ImGui::TextDisabled("out in");
            ImGui::SameLine();
            ImGui::SetNextItemWidth(ImGui::GetFontSize() * 6);
            ImGui::InputInt("##fell", &fell_in_[p], 0, 0);
            ui.controls.record(("Year out: " + power_name(p)).c_str());
        }
        ImGui::PopID();
    }
    static const char* const kEnds[] = {"The time limit", "A solo", "A draw", "A concession"};
    for (int e = 0; e < 4; ++e) {
        same_line_if_room(kEnds[e], e == 0);
        if (choice(ui.controls, kEnds[e], end_ == e)) end_ = e;
    }
    if (end_ == 2 || end_ == 3) {
        ImGui::TextDisabled(end_ == 2 ? "In the draw:" : "Conceded to:");
        for (int p = 0; p < 7; ++p) {
            same_line_if_room(power_name(p).c_str(), p == 0);
            const bool on = end_ == 2 ? in_draw_[p] : conceded_to_ == p;
            if (choice(ui.controls, power_name(p) + (end_ == 2 ? "##draw" : "##conceded"), on)) {
                if (end_ == 2) in_draw_[p] = !in_draw_[p];
                else conceded_to_ = p;
            }
            ui.controls.name_last(((end_ == 2 ? "In the draw: " : "Conceded to: ") + power_name(p)).c_str());
        }
    }
    ImGui::TextDisabled("The last year played:");
    ImGui::SameLine();
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 6);
    ImGui::InputInt("##year", &year_, 0, 0);
    ui.controls.record("Last year played");
    if (ui.controls.button("Save the result")) {
        BoardResult result;
        result.powers = 7;
        result.year = year_;
        for (int p = 0; p < 7; ++p) {
            result.centres[p] = centres_[p];
            result.units_only[p] = centres_[p] == 0 && units_left_[p];
            result.eliminated_in[p] = centres_[p] == 0 && !units_left_[p] ? fell_in_[p] : 0;
        }
        switch (end_) {
            case 1:
                result.end.kind = EndKind::Solo;
                result.end.winner =
                    static_cast<Power>(std::max_element(centres_.begin(), centres_.end()) - centres_.begin());
                break;
            case 2:
                result.end.kind = EndKind::Draw;
                for (int p = 0; p < 7; ++p) result.end.in_draw[p] = in_draw_[p];
                break;
            case 3:
                result.end.kind = EndKind::Concession;
                result.end.winner = conceded_to_ >= 0 ? static_cast<Power>(conceded_to_) : kNoPower;
                break;
            default: result.end.kind = EndKind::TimeLimit;
        }
        const std::string why = enter_result(event, round, board, result);
        if (why.empty()) {
            editing_ = -1;
            message_ = "Board " + std::to_string(board + 1) + "'s result is in.";
            result_problem_.clear();
            saved();
        } else {
            result_problem_ = "Not saved: " + why;
        }
    }
    ImGui::SameLine();
    if (ui.controls.button("Cancel the result")) editing_ = -1;
    // What is wrong with the result, where the director is looking.
    if (!result_problem_.empty()) {
        error_text(ui.palette, result_problem_);
        ui.controls.record("Result problem");
    }
    // A board played on this page (a table's game, say): its result whole, the years of eliminations included.
    if (ui.session.map().power_count() == 7 && ui.session.over() &&
        ui.controls.button("Take the result of the game open on this page")) {
        const std::string why = enter_result(event, round, board, board_result_of(ui.session));
        if (why.empty()) {
            editing_ = -1;
            message_ =
                "Board " + std::to_string(board + 1) + "'s result is in, from \"" + ui.session.record().name + "\".";
            saved();
        } else {
            result_problem_ = "Not taken: " + why;
        }
    }
}

// The standings, Best Country, and the CSV file.
void EventWindow::standings(Event& event, const UiContext& ui) {
    const Standings table = dip::standings(event);
    ImGui::PushFont(ui.fonts.bold);
    ImGui::TextUnformatted("Standings");
    ImGui::PopFont();
    rows_table("##standings", standings_rows(event, table));
    ui.controls.record("Standings table");
    ImGui::TextDisabled("Best Country");
    rows_table("##best country", best_country_rows(event, table));
    if (ui.controls.button("Save the standings as CSV")) {
        ui.platform.save_text_file(slug(event.name) + "-standings.csv", standings_csv(event, table), "text/csv");
        message_ = "Saved as a CSV file.";
    }
    ImGui::SameLine();
    if (ui.controls.button("Save the standings as a page to print")) {
        ui.platform.save_text_file(slug(event.name) + "-standings.html", standings_page(event, table), "text/html");
        message_ = "Saved as a page: open it and print it.";
    }
}

}  // namespace dip
