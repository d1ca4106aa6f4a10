// The frame, the fonts, what the map shows and its input; the top bar and the side panel are in their files.
#include "app.h"

#include "finger_choice.h"
#include "play_region.h"

#include <algorithm>
#include <cmath>

#include "board_geometry.h"
#include "event_link.h"
#include "notice_views.h"
#include "phase_account.h"
#include "position_text.h"

namespace dip {

extern const unsigned char kUiFont[];
extern const std::size_t kUiFont_size;
extern const unsigned char kUiFontBold[];
extern const std::size_t kUiFontBold_size;

App::App(const Rules& rules, const MapGeometry& geometry, PlatformServices& platform)
    : platform_(platform),
      session_(rules),
      keeper_(session_, rules, platform),
      entry_(session_, [this](Power p) { return may_order(p); }),
      view_(geometry, rules.map()),
      embed_(session_, films_),
      computers_(platform.computer_thinker()),
      coach_(platform.storage()),
      table_(platform.storage()) {
    // A table's clock refuses orders handed in after their deadline.
    keeper_.set_orders_gate([this](Power p) { return table_.may_hand_in(p, platform_.now_ms()); });
}

void App::start_lessons() {
    const std::size_t next = coach_.next_lesson();
    coach_.ask(Coach::Ask::Lesson, next < lessons().size() ? next : 0);
}

void App::cache_board(std::unique_ptr<LayerPainter> painter) {
    board_layer_ = std::make_unique<BoardLayer>(std::move(painter));
    view_.set_layer(board_layer_.get());
}

void App::load_fonts(float ratio) {
    ImGuiIO& io = ImGui::GetIO();
    io.Fonts->Clear();
    ImFontConfig cfg;
    cfg.FontDataOwnedByAtlas = false;  // the bytes are static data
    cfg.OversampleH = 2;
    // Latin, dashes and quotes, arrows, the play triangles, tick and cross (the glyphs of the subset font).
    static const ImWchar ranges[] = {0x0020, 0x00FF, 0x2013, 0x2014, 0x2018, 0x201D, 0x2022,
                                     0x2022, 0x2026, 0x2026, 0x2190, 0x2193, 0x25B6, 0x25B6,
                                     0x25C0, 0x25C0, 0x2713, 0x2713, 0x2717, 0x2717, 0};
    auto add = [&](const unsigned char* data, std::size_t size, float px) {
        return io.Fonts->AddFontFromMemoryTTF(const_cast<unsigned char*>(data), static_cast<int>(size), px * ratio,
                                              &cfg, ranges);
    };
    fonts_.ui = add(kUiFont, kUiFont_size, 16.0f);
    fonts_.bold = add(kUiFontBold, kUiFontBold_size, 16.0f);
    fonts_.label = add(kUiFontBold, kUiFontBold_size, 22.0f);
    fonts_.big = add(kUiFontBold, kUiFontBold_size, 26.0f);
    static const ImWchar digits[] = {0x0030, 0x003A, 0};
    fonts_.clock = io.Fonts->AddFontFromMemoryTTF(const_cast<unsigned char*>(kUiFontBold),
                                                  static_cast<int>(kUiFontBold_size), 140.0f * ratio, &cfg, digits);
    io.FontGlobalScale = 1.0f / ratio;  // baked at device pixels, shown at CSS pixels
    io.FontDefault = fonts_.ui;
    fonts_.pixel_ratio = ratio;
    view_.set_fonts(fonts_.label, fonts_.bold);
}

void App::start(const std::string& link) {
    const bool first_visit = link.empty() && keeper_.games().empty();
    const bool event = is_event_link(link);
    keeper_.start(event ? "" : link);
    if (event) windows_.event.offer(link);
    if (first_visit) windows_.welcome.open();
}

void App::open_link(const std::string& link) {
    if (is_event_link(link)) windows_.event.offer(link);
    else keeper_.open_link(link);
}

void App::start_embed(const std::string& board, const EmbedOptions& options) {
    options_.panel_open = false;
    embed_.start(board, options);
    entry_.reset();
}

void App::session_changed() {
    entry_.reset();
    films_.film.show(-1);
    side_.typed.clear_errors();
    // Another game: the map frames where it is played (a lesson's few units, a variant's two powers).
    if (session_.record().id != std::exchange(framed_, session_.record().id)) {
        follow_board();  // (its drawing first: a new board refits to the whole of it)
        view_.set_focus(own_units_middle());
        if (const auto region = play_region(session_.position(), session_.map(), view_.geometry()))
            view_.fit_rect(region->min, region->max);
        else view_.fit_whole();
    }
}

// The page follows the game (Session::game_revision) rather than being told of each change: a phase played on from
// the game shown has its results played on the map; anything else (a phase taken back, another game opened, a
// position loaded, a vote, a seat handed over) shows the present afresh.
void App::follow_session() {
    if (session_.game_revision() == seen_.revision) return;
    const auto& history = session_.game().history();
    const bool played_on = seen_.revision != ~0ull && session_.record().id == seen_.id &&
                           history.size() == seen_.played + 1 && !history.back().edit;
    seen_ = {session_.game_revision(), session_.record().id, history.size()};
    if (played_on) show_last_results();
    else session_changed();
}

std::optional<FilmExport::File> App::take_film_file() {
    std::optional<FilmExport::File> file = films_.gif.take_file();
    if (file && films_.before_export) films_.film = *std::exchange(films_.before_export, std::nullopt);
    return file;
}

std::optional<std::string> App::take_video_finished() {
    std::optional<std::string> name = films_.video.take_finished();
    if (name && films_.before_export) films_.film = *std::exchange(films_.before_export, std::nullopt);
    return name;
}

std::optional<App::FilmTake> App::film_take() const {
    if (films_.gif.active()) return FilmTake{films_.gif.phase(), films_.gif.time(), &films_.gif.caption()};
    if (films_.video.active()) return FilmTake{films_.video.phase(), films_.video.time(), &films_.video.caption()};
    return std::nullopt;
}

CaptionPromises App::film_promises() const { return {policy().promises_told(), &session_.map(), policy().own_power()}; }

// "Film of the game...": the range chosen watched on the map, or saved.
void App::film_dialog(const UiContext& ui) {
    const FilmDialog::Answer answer = windows_.film.draw(ui);
    const auto reel = [&](const char* extension) {
        const CaptionPromises promises = film_promises();
        return film_reel(session_.record().name, session_.game().history(), answer.first, answer.last, extension,
                         &promises);
    };
    switch (answer.choice) {
        case FilmDialog::Choice::None: break;
        case FilmDialog::Choice::Watch:
            go_to(answer.first);
            films_.film.play_through(answer.first, answer.last);
            break;
        case FilmDialog::Choice::SaveGif:
            if (FilmReel r = reel("gif"); !r.phases.empty()) {
                if (platform_.can_share()) platform_.share_next_file();
                films_.gif.ask(std::move(r));
            }
            break;
        case FilmDialog::Choice::SaveVideo:
            if (FilmReel r = reel("webm"); !r.phases.empty()) {
                if (platform_.can_share()) platform_.share_next_file();
                films_.video.ask(std::move(r));
            }
            break;
    }
}

std::string App::last_phase_account() const {
    const auto& history = session_.game().history();
    if (history.empty() || history.back().edit) return "";
    const PlayedPhase& last = history.back();
    std::string text = phase_text(last.position.phase) + ": " +
                       to_text(tell_phase(last.position, last.result, session_.map(), kNoPower, unordered_told()));
    // The promises the person at the device may hear (their own deals; in the sandbox every one).
    if (const Press* press = policy().promises_told())
        for (const std::string& s :
             tell_phase(last.position, last.result, session_.map(), policy().own_power(), unordered_told(), press)
                 .promises)
            text += " " + s;
    return text;
}

void App::show_last_results() {
    entry_.reset();
    side_.typed.clear_errors();
    films_.film.play_from_start(static_cast<int>(session_.game().history().size()) - 1);  // show what happened
}

void App::set_view(bool colour_blind, bool full_names, float zoom, Loc centre) {
    options_.colour_blind = colour_blind;
    options_.full_names = full_names;
    view_.fit();
    if (zoom > 1.0f) {
        const ImVec2 at = centre == kNone ? view_.unit_point(0) : view_.unit_point(centre);
        view_.zoom_at(at, zoom);
        const ImVec2 now = view_.unit_point(centre == kNone ? 0 : centre);
        const ImGuiIO& io = ImGui::GetIO();
        view_.pan({(io.DisplaySize.x - (options_.panel_open && !narrow() ? options_.panel_width : 0)) / 2 - now.x,
                   io.DisplaySize.y / 2 - now.y});
    }
}

bool App::may_order(Power p) const { return !viewing_past() && policy().may_order(p); }

const Position& App::shown_position() const {
    return viewing_past() ? session_.game().history()[films_.film.shown()].position : session_.position();
}

// The orders drawn on the map: a played phase's orders with their results; or the orders being written that the
// viewer may see (in hot-seat play only the ones of the power at the device).
std::vector<DrawnOrder> App::shown_orders() const {
    std::vector<DrawnOrder> out;
    if (viewing_past()) return films_.orders(session_);
    for (const Order& o : policy().visible_orders()) out.push_back({o, nullptr});
    for (const Order& o : coach_.others_orders(session_)) out.push_back({o, nullptr});  // a lesson hides nothing
    return out;
}

std::string App::map_orders_text() const {
    const Position& pos = shown_position();
    std::string out;
    for (const DrawnOrder& d : shown_orders())
        out += session_.map().power(d.order.power).name + ": " +
               to_text(with_board_types(d.order, pos, session_.map()), session_.map()) + "\n";
    return out;
}

const PhaseMotion& App::shown_motion() const { return films_.motion(session_); }

void App::go_to(int index) {
    const int played = static_cast<int>(session_.game().history().size());
    films_.film.show(index < 0 || index >= played ? -1 : index);
    entry_.cancel();
}

void App::adjudicate() {
    keeper_.notices().moved_on();  // the player goes on: news read before goes (not news a phase brings)
    session_.set_ready();          // played at once, or once the computer seats' orders are in (computers_.frame)
    session_.play_if_ready();
}

// A table's game: its clock follows the game; its alerts are seen and heard; the round's call ends the game; at
// the deadline the phase is played with the orders handed in (the rest hold, and the phase's account says who).
void App::follow_table() {
    table_.open(keeper_.current_key());
    platform_.keep_screen_awake(table_.on());
    if (!table_.on()) return;
    const Millis now = platform_.now_ms();
    for (const PhaseClock::Alert alert : table_.follow(session_, now)) {
        table_flash_until_ = now + 2500;
        platform_.alert_tone(alert == PhaseClock::Alert::TimeUp || alert == PhaseClock::Alert::RoundCall);
        if (alert == PhaseClock::Alert::RoundCall) {
            call_time(session_);
            keeper_.tell("The round's time is called: the game ends with the last Fall played.", false);
        }
    }
    if (table_.due(now) && !session_.over()) adjudicate();
}

// Arrows step through the history; Escape backs out; H, S and C give hold, support and convoy.
void App::key(Key k) {
    const int played = static_cast<int>(session_.game().history().size());
    switch (k) {
        case Key::Previous:
            if (played > 0) go_to(viewing_past() ? std::max(0, films_.film.shown() - 1) : played - 1);
            break;
        case Key::Next:
            if (viewing_past()) go_to(films_.film.shown() + 1);
            break;
        case Key::Cancel:
            entry_.cancel();
            close_menus_ = true;  // and an open menu closes (in the next frame, where menus are drawn)
            break;
        case Key::Hold: accept_order(session_, entry_.hold()); break;
        case Key::Support: entry_.support(); break;
        case Key::Convoy: entry_.convoy(); break;
    }
}

void App::follow_board() {
    if (&view_.map() == &session_.map()) return;
    const MapGeometry* drawing = geometry_for(session_.rules());
    if (!drawing) return;  // every board of the catalogue has one (tests/frontend/board_geometry_test.cpp)
    view_.set_board(*drawing, session_.map());
    entry_.reset();
}

// ---- The frame ------------------------------------------------------------------------------------------

void App::frame() {
    use_touch_style(platform_.touch_screen());
    follow_board();
    view_.set_palette(&palette_for(session_.map(), options_.colour_blind));
    controls_.begin_frame();
    const UiContext ui{keeper_, session_, platform_, controls_, palette(), fonts_};
    if (embed_.active()) {
        embed_.frame(ui, entry_, view_, input_, options_.full_names);
        controls_.end_frame();
        return;
    }

    // Computer players think a slice of each frame (in workers, ahead of the person, even while a played phase is
    // shown); a phase where no person has a choice plays itself, one a frame, and its results are shown (the player
    // continues from them).
    follow_session();
    computers_.frame(session_, !viewing_past());
    follow_session();
    // A failure of the browser's (the computers' worker): it stays until dismissed, as errors do.
    if (std::string notice = computers_.take_notice(); !notice.empty()) keeper_.tell(std::move(notice), true);

    keeper_.work();  // a link being checked: its computer seats' orders thought again
    keeper_.autosave();
    films_.film.set_reduced_motion(platform_.reduced_motion());
    films_.film.advance(ImGui::GetIO().DeltaTime);
    films_.video.advance(ImGui::GetIO().DeltaTime);
    // A link brought the game forward: its results come first, played from the first phase the player has not seen.
    if (const int unseen = keeper_.take_first_unseen_phase(); unseen >= 0) {
        go_to(unseen);  // played through as a film, to the last phase played
        films_.film.play_through(unseen, static_cast<int>(session_.game().history().size()) - 1);
    }
    follow_table();
    top_bar();
    if (options_.panel_open) side_panel(ui);
    follow_session();  // a phase played or taken back by a press above: shown in this frame's map
    map_area();
    order_entry_popups(entry_, session_, controls_);
    hotseat_screen();
    windows_.new_game.draw(ui);
    if (const auto times = windows_.new_game.take_table())
        table_.start(keeper_.current_key(), *times, session_, platform_.now_ms());
    windows_.scores.follow(session_);
    // The centre chart follows a played phase shown: its results count once its film has reached them.
    const std::size_t shown_phases =
        viewing_past() ? static_cast<std::size_t>(films_.film.shown() + (films_.film.at_end() ? 1 : 0))
                       : session_.game().history().size();
    windows_.scores.draw(ui, windows_.vote, !viewing_past(), shown_phases);
    windows_.vote.draw(ui);
    windows_.event.draw(ui);
    windows_.position_text.draw(ui);
    windows_.embed_code.draw(ui);
    if (windows_.games.draw(ui)) windows_.new_game.open(session_.settings().rules.variant);
    switch (windows_.welcome.draw(ui)) {
        case Welcome::Choice::MoreChoices: windows_.new_game.open(windows_.welcome.variant()); break;
        case Welcome::Choice::Lessons: start_lessons(); break;
        case Welcome::Choice::None: break;
    }
    if (const std::string why = coach_.carry_out(keeper_); !why.empty()) keeper_.tell(why);
    link_question_dialog(ui);
    film_dialog(ui);
    follow_session();
    close_menus_ = false;
    controls_.end_frame();
}

void App::map_area() {
    const ImGuiIO& io = ImGui::GetIO();
    const std::optional<FilmTake> take = film_take();
    if (take) {  // the saved film's phase at this frame's moment, whatever the player watched
        if (!films_.before_export) films_.before_export = films_.film;
        films_.film.show(take->phase);
        films_.film.seek(take->time);
    }

    const ImVec2 min{0, top_bar_height()};
    const ImVec2 max = narrow() ? ImVec2{io.DisplaySize.x, panel_min().y} : ImVec2{panel_min().x, io.DisplaySize.y};
    // The board alone, with nothing over it: a picture, or a frame of a saved film.
    const bool picture = board_image_.drawing() || take;
    // A played phase's banner over the map (the side panel closed): the board is fitted below it, not under it
    // (its height as last drawn; the board moves once, when the banner comes or goes).
    const bool banner = viewing_past() && !picture && !phase_controls_in_sheet();
    view_.set_area({min.x, min.y + (banner ? banner_height_ : 0)}, max);

    ImDrawList* dl = ImGui::GetBackgroundDrawList();
    dl->PushClipRect(min, max);
    const bool hiding = !viewing_past() && policy().hand_over();
    BoardDecor decor;
    // Idle, nothing is lit and the board reads clean; but in adjustments the centres one may build in (and
    // the units one must remove) are the choice to make, so they are lit from the start.
    const bool idle = entry_.step() == OrderEntry::Step::Idle;
    if (!viewing_past() && !hiding && (!idle || session_.position().phase.kind == PhaseKind::Adjustments)) {
        decor.targets = entry_.targets();
        decor.selected = entry_.selected();
    }
    if (!viewing_past() && !hiding && side_.talk.wants_taps(policy())) {  // a proposal being made: what it names
        decor.targets = side_.talk.marked(session_.map());
        decor.selected = side_.talk.chosen();
    }
    decor.hovered = input_.hovered();
    decor.full_names = options_.full_names;
    const Position& pos = shown_position();
    // A played phase as its film stands (the centres it changed take their new owners at its end); else the units
    // under the orders being written.
    Position owned = pos;
    if (viewing_past()) {
        owned = films_.draw(dl, view_, session_, decor);
    } else {
        view_.draw_board(dl, pos, decor);
        view_.draw_units(dl, pos, decor.selected);
        if (!hiding) draw_orders(dl, view_, pos, shown_orders());
    }
    // A saved film's frames have their caption in a strip at the top; the centre counts go below it.
    const float strip = take ? ImGui::GetFrameHeight() + 4 : 0;
    view_.draw_centre_counts(dl, owned, strip);
    dl->PopClipRect();
    if (board_image_.drawing()) board_image_.note(min, max, {session_.record().name, pos.phase, viewing_past()});
    if (take) {
        dl->AddRectFilled(min, {max.x, min.y + strip}, 0xFF3F3122);
        ImGui::PushFont(fonts_.bold);
        dl->PushClipRect(min, {max.x - 8, min.y + strip});
        dl->AddText({min.x + 10, min.y + (strip - ImGui::GetFontSize()) / 2}, 0xFFFFFFFF, take->caption->c_str());
        dl->PopClipRect();
        ImGui::PopFont();
        if (films_.gif.active()) film_picture(*take);
        else films_.video.note({min.x, min.y, max.x - min.x, max.y - min.y});
    }

    float banners = 0;  // the height of the banners drawn over the map so far
    // A banner over the map: what is shown, its film's controls and the way back. On a phone they head the sheet.
    if (banner) {
        ImGui::SetNextWindowPos({min.x + (max.x - min.x) / 2, min.y + 10}, ImGuiCond_Always, {0.5f, 0});
        ImGui::SetNextWindowBgAlpha(0.92f);
        ImGui::Begin("##viewing", nullptr,
                     ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_AlwaysAutoResize |
                         ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoFocusOnAppearing |
                         ImGuiWindowFlags_NoNav);
        played_phase_controls(max.x - 10);
        banners = ImGui::GetWindowPos().y + ImGui::GetWindowHeight() + 6 - min.y;
        ImGui::End();
        banner_height_ = banners;  // the board is fitted below it from the next frame (frames follow any change)
    }
    if (!picture) notice_banner(keeper_.notices(), min, max, banners, controls_, palette());
    map_clear_ = {min.x, min.y + banners, max.x, max.y};

    // A click orders (or picks for a proposal being made, or, in the sandbox's edit mode, edits the board); a right
    // click backs out.
    const MapInput::Event event = input_.update(view_, min, max);
    if (event.kind == MapInput::Event::Kind::Click) keeper_.notices().moved_on();
    if (event.kind == MapInput::Event::Kind::Click && !viewing_past()) {
        if (side_.talk.wants_taps(policy())) {  // a proposal being made picks provinces or units
            // (the messages' log, which a shared device's next player reads, does not keep what one was proposing)
            const std::string why = event.at == kNone ? "" : side_.talk.tap(session_, event.at);
            if (!policy().shared_device()) keeper_.tell(why);
        } else if (side_.sandbox.editing() && policy().may_edit_board()) {
            if (event.at != kNone) {
                keeper_.tell(side_.sandbox.click(session_, event.at));  // why an edit could not be made, if so
                entry_.reset();
            }
        } else if (std::vector<Province> choices = tap_choices(event); !choices.empty()) {
            picker_ = std::move(choices);
            picker_at_ = event.where;
            ImGui::OpenPopup("Which one?");
        } else {
            accept_order(session_, entry_.click(event.at));
        }
    }
    tap_picker();
    if (event.kind == MapInput::Event::Kind::BackOut) entry_.cancel();
    if (!picture && !viewing_past()) click_hint(entry_.note(), min, max, palette());
    if (input_.may_show_tooltip() && !picture) map_tooltip(input_.hovered());
}

std::optional<Point> App::own_units_middle() const {
    const Power me = policy().own_power();
    if (me == kNoPower) return std::nullopt;
    const Position& pos = session_.position();
    Point sum{0, 0};
    int n = 0;
    for (int p = 0; p < session_.map().province_count(); ++p)
        if (pos.units[p] && pos.units[p].power == me) {
            const Point at = view_.geometry().unit_pos[pos.units[p].loc];
            sum = {sum.x + at.x, sum.y + at.y};
            ++n;
        }
    if (n == 0) return std::nullopt;
    return Point{sum.x / n, sum.y / n};
}

std::vector<Province> App::tap_choices(const MapInput::Event& tap) const {
    if (!platform_.touch_screen()) return {};
    const bool dislodged =
        session_.position().phase.kind == PhaseKind::Retreats && entry_.step() == OrderEntry::Step::Idle;
    std::vector<std::pair<Province, Point>> marks;
    entry_.targets().for_each([&](int p) {
        const ImVec2 at =
            dislodged ? view_.dislodged_point(static_cast<Loc>(p)) : view_.unit_point(static_cast<Loc>(p));
        marks.push_back({static_cast<Province>(p), {at.x, at.y}});
    });
    return finger_choices(marks, {tap.where.x, tap.where.y});
}

void App::tap_picker() {
    // Beside the finger, within the screen.
    const ImVec2 screen = ImGui::GetIO().DisplaySize;
    const float half = ImGui::GetFontSize() * 7;
    ImGui::SetNextWindowPos({std::clamp(picker_at_.x, half, std::max(half, screen.x - half)),
                             std::clamp(picker_at_.y, half, std::max(half, screen.y - half))},
                            ImGuiCond_Appearing, {0.5f, 0.5f});
    if (!ImGui::BeginPopup("Which one?")) return;
    ImGui::TextUnformatted("Which one did you mean?");
    const float wide = ImGui::GetFontSize() * 12;
    for (Province p : picker_) {
        if (controls_.button(session_.map().province(p).name.c_str(), {wide, 0})) {
            accept_order(session_, entry_.click(p));
            ImGui::CloseCurrentPopup();
        }
    }
    if (controls_.button("Neither", {wide, 0})) ImGui::CloseCurrentPopup();
    ImGui::EndPopup();
}

void App::film_picture(const FilmTake& take) {
    const ImGuiIO& io = ImGui::GetIO();
    // The map as framed on the screen (the whole board, or the region of play), at the film's width, under its
    // caption strip; sizes of names and tokens as at the screen's first zoom.
    ImGui::PushFont(fonts_.bold);
    const float text = ImGui::GetFontSize() * 1.25f, strip = text * 1.6f;
    ImGui::PopFont();
    MapView film = view_;
    film.set_layer(nullptr);
    const float width = FilmExport::kWidth;
    const int height = static_cast<int>(std::ceil(strip + width * film.framed_aspect()));
    film.set_area({0, strip}, {width, static_cast<float>(height)});
    film.fit();

    if (!film_list_) film_list_ = std::make_unique<ImDrawList>(ImGui::GetDrawListSharedData());
    ImDrawList& list = *film_list_;
    list._ResetForNewFrame();
    list.PushTextureID(io.Fonts->TexID);
    list.PushClipRect({0, 0}, {width, static_cast<float>(height)});
    const Position owned = films_.draw(&list, film, session_, BoardDecor{.full_names = options_.full_names});
    film.draw_centre_counts(&list, owned, 0);
    list.AddRectFilled({0, 0}, {width, strip}, 0xFF3F3122);
    list.AddText(fonts_.bold, text, {text * 0.6f, (strip - text) / 2}, 0xFFFFFFFF, take.caption->c_str());
    list.PopClipRect();
    list.PopTextureID();
    list._PopUnusedDrawCmd();
    // A point of the page lands in the picture where the same board point does.
    const float k = film.view().scale / view_.view().scale;
    films_.gif.note({&list, static_cast<int>(width), height, view_.view().offset.x - film.view().offset.x / k,
                     view_.view().offset.y - film.view().offset.y / k, 1 / k});
}

// The played phase shown: its title (not in a phone's sheet, whose results name it), the history's arrows, the
// film's controls and the way back to the game, laid out within `right`.
void App::played_phase_controls(float right) {
    const PlayedPhase& played = session_.game().history()[films_.film.shown()];
    const bool in_sheet = phase_controls_in_sheet();
    if (!in_sheet) {
        ImGui::PushFont(fonts_.bold);
        ImGui::TextUnformatted(
            ((played.edit ? "Board edited in " : "Results of ") + phase_text(played.position.phase) + ".").c_str());
        ImGui::PopFont();
        // On a narrow screen the buttons go on lines of their own rather than past the map's edge.
        same_line_within(ImGui::GetFrameHeight() * 2 + ImGui::GetStyle().ItemSpacing.x, right);
    }
    if (ImGui::ArrowButton("##prev", ImGuiDir_Left) && films_.film.shown() > 0) go_to(films_.film.shown() - 1);
    ImGui::SameLine();
    if (ImGui::ArrowButton("##next", ImGuiDir_Right)) go_to(films_.film.shown() + 1);
    const bool last = films_.film.shown() + 1 == static_cast<int>(session_.game().history().size());
    const std::string way_back = last ? "Continue to " + phase_text(session_.position().phase) : "Back to the game";
    if (in_sheet && !played.edit) {
        ImGui::SameLine();
        film_controls(films_.film, shown_motion(), static_cast<int>(session_.game().history().size()) - 1, controls_,
                      right);
    }
    if (in_sheet) {
        if (controls_.button(way_back.c_str(), {-1, 0})) go_to(-1);
        return;
    }
    same_line_within(button_width(way_back.c_str()), right);
    if (controls_.button(way_back.c_str())) go_to(-1);
    if (!played.edit)
        film_controls(films_.film, shown_motion(), static_cast<int>(session_.game().history().size()) - 1, controls_,
                      right);
}

// The province's name and centre; a played phase's orders there with their results, or the order written
// for its unit (in hot-seat and by-link play only one's own, until the phase is played).
void App::map_tooltip(Province p) {
    const Position& pos = shown_position();
    const Map& map = session_.map();
    std::string text = map.province(p).name;
    if (map.province(p).centre) {
        text += pos.owner[p] == kNoPower ? "  (neutral centre)" : "  (centre of " + map.power(pos.owner[p]).name + ")";
    }
    if (viewing_past()) {
        for (const OrderResult& r : session_.game().history()[films_.film.shown()].result.results)
            if (r.order.unit != kNone && map.province_of(r.order.unit) == p && r.order.kind != OrderKind::Build)
                text += "\n" + map.power(r.order.power).name + ": " +
                        to_text(with_board_types(r.order, pos, map), map) + "\n  " +
                        std::string(to_string(r.outcome.result)) + ": " + describe(r.outcome, r.order, pos, map);
    } else if (const Order* o = session_.sheet().at(p); o && policy().sees_orders_of(o->power)) {
        text += "\nOrder: " + to_text(with_board_types(*o, pos, map), map);
    }
    ImGui::BeginTooltip();
    ImGui::PushTextWrapPos(ImGui::GetFontSize() * 26);
    ImGui::TextUnformatted(text.c_str());
    ImGui::PopTextWrapPos();
    ImGui::EndTooltip();
}

}  // namespace dip
