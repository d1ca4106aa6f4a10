// Keeping and sharing games: opening the page (links, the last game), saving on every change, the Games
// window (list, new, open, rename, copy, delete with undo, import, export), links to games already stored,
// and play by link (the host's link, the players' orders codes).
#include <algorithm>
#include <cstdio>

#include "app.h"
#include "json.h"
#include "position_text.h"

namespace dip {

namespace {

ImVec4 colour(Rgba c) { return ImGui::ColorConvertU32ToFloat4(c); }

std::string mode_name(PlayMode m) {
    switch (m) {
        case PlayMode::Sandbox: return "Sandbox";
        case PlayMode::HotSeat: return "Hot seat";
        default: return "By link";
    }
}

std::string token(PlatformServices& p) {
    char buf[40];
    std::snprintf(buf, sizeof buf, "%llx-%llx", static_cast<unsigned long long>(p.now_ms()),
                  static_cast<unsigned long long>(p.random64() & 0xFFFFFFFF));
    return buf;
}

// A text box that grows with its text; returns true when edited.
bool text_box(const char* id, std::string& text, float lines, ImGuiInputTextFlags flags = 0) {
    std::vector<char> buf(text.begin(), text.end());
    buf.resize(text.size() + 8192, '\0');
    if (!ImGui::InputTextMultiline(id, buf.data(), buf.size(), {-1, ImGui::GetTextLineHeight() * lines}, flags))
        return false;
    text = buf.data();
    return true;
}

}  // namespace

// ---- Opening and saving ---------------------------------------------------------------------------------

void App::start(const std::string& link) {
    const std::vector<GameLibrary::Entry> games = library_.list();
    for (const std::string& p : library_.take_problems()) notice_ += (notice_.empty() ? "" : "\n") + p;
    // A link opens its game; it needs nothing else open unless it asks the player a question first.
    if (!link.empty() && open_link(link).empty() && !link_game_) return;
    const std::string link_notice = notice_;
    std::string last = library_.last_opened();
    if (std::none_of(games.begin(), games.end(), [&](const GameLibrary::Entry& e) { return e.key == last; }))
        last = games.empty() ? "" : games.front().key;
    if (!last.empty()) open_game(last);
    else start_new_game(PlayMode::Sandbox, new_game_players_, kNoPower);
    notice_ = link_notice;  // what went wrong with the link, if anything, stays on screen
}

void App::start_new_game(PlayMode mode, const std::array<bool, kMaxPowers>& players, Power me,
                         const GameSettings& settings) {
    const std::size_t count = library_.list().size();
    session_.new_game(mode, settings);
    if (mode == PlayMode::HotSeat) session_.set_players(players);
    if (mode == PlayMode::ByLink) session_.set_link_role(me, true);
    session_.set_id(platform_.random64());
    session_.set_name(mode_name(mode) + " game " + std::to_string(count + 1));
    current_key_ = library_.new_key(token(platform_));
    library_.set_last_opened(current_key_);
    saved_revision_ = ~0ull;  // save it at once
    session_changed();
}

void App::open_game(const std::string& key) {
    const std::string error = library_.open(key, session_);
    if (!error.empty()) {
        notice_ = "That game could not be opened: " + error;
        return;
    }
    current_key_ = key;
    saved_revision_ = session_.revision();
    session_changed();
}

// Every change is saved at once: a reload, a closed tab or a crash loses nothing.
void App::autosave() {
    if (session_.revision() == saved_revision_ || current_key_.empty()) return;
    storage_error_ = library_.save(current_key_, session_, platform_.now_ms());
    saved_revision_ = session_.revision();
}

std::string App::game_string() const { return encode_game(save_session(session_, platform_.now_ms()), session_.map()); }

std::string App::game_link() const { return platform_.page_url() + std::string(kGameLinkKey) + game_string(); }

std::string App::games_json() {
    std::string s = "[";
    for (const GameLibrary::Entry& e : library_.list()) {
        s += std::string(s.size() > 1 ? ", " : "") + "{\"name\": " + json_string(e.name) +
             ", \"mode\": " + json_string(mode_name(e.mode)) + ", \"phase\": " + json_string(e.phase) +
             ", \"current\": " + (e.key == current_key_ ? "true" : "false") + "}";
    }
    return s + "]";
}

std::string App::session_json() const {
    const Map& map = session_.map();
    return "{\"name\": " + json_string(session_.name()) + ", \"mode\": " + json_string(mode_name(session_.mode())) +
           ", \"me\": " + (session_.me() == kNoPower ? "null" : json_string(map.power(session_.me()).name)) +
           ", \"host\": " + (session_.host() ? "true" : "false") +
           ", \"phases_played\": " + std::to_string(session_.game().history().size()) + "}";
}

std::string App::take_orders_code(const std::string& code) {
    OrdersCode c;
    std::string error;
    if (!decode_orders_code(code, session_.map(), c, error)) return error;
    if (session_.mode() != PlayMode::ByLink || !session_.host())
        return "Only the host of a game played by link takes orders codes.";
    if (c.power == session_.me()) return "That code is for your own power: write your orders on the map instead.";
    return session_.accept_orders_code(c.power, c.phase, c.game_id, c.orders);
}

// ---- Links ----------------------------------------------------------------------------------------------

// Opens a game or a position from a link or a save string. "" or why not; nothing stored changes on failure.
std::string App::open_link(const std::string& text) {
    const Map& map = session_.map();
    SavedGame g;
    std::string error;
    if (!decode_game(text, map, g, error)) {
        SavedPosition p;
        std::string position_error;
        if (!decode_position(text, map, p, position_error)) {
            const std::string why = text.find(kPositionLinkKey) != std::string::npos ? position_error : error;
            notice_ = "This could not be opened. " + why + " Your stored games are unchanged.";
            return why;
        }
        g = SavedGame();
        g.name = "Position from a link";
        g.id = platform_.random64();
        g.start = p.position;
        g.pending = p.orders;
        g.rules = p.rules;
        take_game_from_link(g, false);
        return "";
    }
    // Another copy of a game already stored (the next phase of a game played by link, say): ask.
    if (const std::optional<GameLibrary::Entry> mine = library_.find_by_id(g.id)) {
        link_game_ = g;
        link_existing_key_ = mine->key;
        link_existing_name_ = mine->name;
        return "";
    }
    take_game_from_link(g, false);
    return "";
}

// Stores a linked game: as a new game, or (when the player chose it) in place of their copy, keeping
// which power they play.
void App::take_game_from_link(const SavedGame& linked, bool replace_existing) {
    SavedGame g = linked;
    std::string key = library_.new_key(token(platform_));
    if (replace_existing) {
        Session mine(session_.rules());
        if (library_.open(link_existing_key_, mine).empty()) {
            g.me = mine.me();
            g.host = mine.host();
        }
        library_.remove(link_existing_key_);
        key = link_existing_key_;
    }
    const std::string error = library_.import(g, key, platform_.now_ms());
    if (!error.empty()) {
        notice_ = "This link could not be stored: " + error;
        return;
    }
    open_game(key);
    tell(replace_existing ? "Updated from the link." : "Opened the game from the link.", false);
}

void App::link_dialog() {
    if (!link_game_) return;
    if (!ImGui::IsPopupOpen("This game is already here")) ImGui::OpenPopup("This game is already here");
    const ImGuiIO& io = ImGui::GetIO();
    ImGui::SetNextWindowPos({io.DisplaySize.x / 2, io.DisplaySize.y / 2}, ImGuiCond_Always, {0.5f, 0.5f});
    ImGui::SetNextWindowSize({std::min(520.0f, io.DisplaySize.x - 20), 0});
    if (!ImGui::BeginPopupModal("This game is already here", nullptr, ImGuiWindowFlags_NoResize)) return;
    ImGui::TextWrapped("The link holds \"%s\", which you already have as \"%s\". What should happen?",
                       link_game_->name.c_str(), link_existing_name_.c_str());
    if (button(("Update \"" + link_existing_name_ + "\" from the link").c_str(), {-1, 0})) {
        take_game_from_link(*link_game_, true);
        link_game_.reset();
        ImGui::CloseCurrentPopup();
    } else if (button("Keep both: open the link as a new game", {-1, 0})) {
        SavedGame g = *link_game_;
        g.name += " (from a link)";
        take_game_from_link(g, false);
        link_game_.reset();
        ImGui::CloseCurrentPopup();
    } else if (button(("Keep \"" + link_existing_name_ + "\" unchanged").c_str(), {-1, 0})) {
        open_game(link_existing_key_);
        link_game_.reset();
        ImGui::CloseCurrentPopup();
    }
    ImGui::EndPopup();
}

// ---- Play by link ---------------------------------------------------------------------------------------

// The link a host sends: the game so far, without anyone's orders, for the players to open.
std::string App::shared_link() const {
    SavedGame g = save_session(session_, platform_.now_ms());
    g.pending.clear();
    g.received.fill(false);
    g.host = false;
    g.me = kNoPower;
    return platform_.page_url() + std::string(kGameLinkKey) + encode_game(g, session_.map());
}

std::string App::orders_code() const {
    OrdersCode c;
    c.game_id = session_.id();
    c.phase = static_cast<std::uint32_t>(session_.game().history().size());
    c.power = session_.me();
    c.orders = session_.orders(session_.me());
    return encode_orders_code(c, session_.map());
}

void App::link_panel() {
    const Map& map = session_.map();
    const Palette& pal = view_.palette();
    ImGui::Spacing();
    ImGui::Separator();
    ImGui::TextDisabled("Played by link");
    if (session_.me() == kNoPower && !session_.host()) {
        ImGui::TextWrapped("Which power do you play in this game?");
        for (Power pw : session_.powers_to_order()) {
            if (button(map.power(pw).name.c_str())) session_.set_link_role(pw, false);
            ImGui::SameLine();
        }
        ImGui::NewLine();
        return;
    }
    if (!session_.host()) {
        ImGui::TextWrapped("You play %s. Write your orders, then send this code to the game's host:",
                           map.power(session_.me()).name.c_str());
        std::string code = orders_code();
        text_box("##code", code, 3, ImGuiInputTextFlags_ReadOnly);
        if (button("Copy my orders code")) {
            platform_.copy_text(code);
            code_message_ = "Copied. Paste it in a message to the host.";
        }
        ImGui::TextWrapped("When the host sends the next link, open it: this game is brought up to date.");
    } else {
        ImGui::TextWrapped("You host this game%s. Send this link to every player:",
                           session_.me() == kNoPower ? "" : (" and play " + map.power(session_.me()).name).c_str());
        std::string link = shared_link();
        text_box("##link", link, 3, ImGuiInputTextFlags_ReadOnly);
        if (button("Copy the link")) {
            platform_.copy_text(link);
            code_message_ = "Copied. Send it to the players.";
        }
        ImGui::TextWrapped("Paste the orders codes the players send back:");
        text_box("##incoming", code_text_, 2.5f);
        if (button("Take these orders")) {
            OrdersCode c;
            std::string error;
            decode_orders_code(code_text_, map, c, error);
            error = take_orders_code(code_text_);
            code_message_ = error.empty() ? map.power(c.power).name + "'s orders are in." : error;
            if (error.empty()) code_text_.clear();
        }
        ImGui::Text("Orders in:");
        for (Power pw : session_.powers_to_order()) {
            ImGui::SameLine();
            const bool in = session_.received(pw) || pw == session_.me();
            ImGui::TextColored(colour(in ? pal.success : pal.void_order), "%s%s",
                               map.power(pw).name.substr(0, 3).c_str(), in ? "\xE2\x9C\x93" : "");
        }
    }
    if (!code_message_.empty()) ImGui::TextWrapped("%s", code_message_.c_str());
}

// ---- The Games window -----------------------------------------------------------------------------------

std::string App::describe_time(std::int64_t ms) const {
    const std::int64_t s = std::max<std::int64_t>(0, (platform_.now_ms() - ms) / 1000);
    if (s < 60) return "just now";
    if (s < 3600) return std::to_string(s / 60) + " min ago";
    if (s < 86400) return std::to_string(s / 3600) + " h ago";
    return std::to_string(s / 86400) + (s < 2 * 86400 ? " day ago" : " days ago");
}

void App::games_window() {
    if (games_open_ && !ImGui::IsPopupOpen("Games")) ImGui::OpenPopup("Games");
    const ImGuiIO& io = ImGui::GetIO();
    ImGui::SetNextWindowPos({io.DisplaySize.x / 2, io.DisplaySize.y / 2}, ImGuiCond_Appearing, {0.5f, 0.5f});
    ImGui::SetNextWindowSize({std::min(760.0f, io.DisplaySize.x - 16), std::min(620.0f, io.DisplaySize.y - 16)},
                             ImGuiCond_Appearing);
    if (!ImGui::BeginPopupModal("Games", &games_open_, ImGuiWindowFlags_NoSavedSettings)) return;
    for (const std::string& p : library_.take_problems()) notice_ += (notice_.empty() ? "" : "\n") + p;
    if (button("New game...")) {
        games_open_ = false;  // the new-game dialog takes over
        new_game_open_ = true;
        ImGui::CloseCurrentPopup();
    }
    if (library_.can_undo_remove()) {
        ImGui::SameLine();
        ImGui::Text("Deleted \"%s\".", library_.removed_name().c_str());
        ImGui::SameLine();
        if (button("Undo")) library_.undo_remove();
    }
    const std::vector<GameLibrary::Entry> games = library_.list();
    if (ImGui::BeginTable("##games", 5, ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerH | ImGuiTableFlags_ScrollY,
                          {0, ImGui::GetTextLineHeightWithSpacing() * 9})) {
        const float em = ImGui::GetFontSize();
        ImGui::TableSetupColumn("Name", ImGuiTableColumnFlags_WidthStretch);
        ImGui::TableSetupColumn("Play", ImGuiTableColumnFlags_WidthFixed, em * 4.5f);
        ImGui::TableSetupColumn("Phase", ImGuiTableColumnFlags_WidthFixed, em * 10.5f);
        ImGui::TableSetupColumn("Saved", ImGuiTableColumnFlags_WidthFixed, em * 5.5f);
        ImGui::TableSetupColumn("##actions", ImGuiTableColumnFlags_WidthFixed, em * 17.5f);
        ImGui::TableHeadersRow();
        for (const GameLibrary::Entry& e : games) {
            ImGui::PushID(e.key.c_str());
            ImGui::TableNextRow();
            ImGui::TableNextColumn();
            if (renaming_key_ == e.key) {
                std::vector<char> buf(rename_text_.begin(), rename_text_.end());
                buf.resize(rename_text_.size() + 128, '\0');
                ImGui::SetNextItemWidth(-1);
                if (ImGui::InputText("##name", buf.data(), buf.size())) rename_text_ = buf.data();
            } else {
                ImGui::TextUnformatted((e.key == current_key_ ? "\xE2\x96\xB6 " + e.name : e.name).c_str());
            }
            ImGui::TableNextColumn();
            ImGui::TextUnformatted(mode_name(e.mode).c_str());
            ImGui::TableNextColumn();
            ImGui::TextUnformatted(e.phase.c_str());
            ImGui::TableNextColumn();
            ImGui::TextUnformatted(describe_time(e.saved_at).c_str());
            ImGui::TableNextColumn();
            if (renaming_key_ == e.key) {
                if (small_button("Save name")) {
                    if (e.key == current_key_) session_.set_name(rename_text_);
                    else notice_ = library_.rename(e.key, rename_text_);
                    renaming_key_.clear();
                }
            } else {
                if (e.key != current_key_) {
                    if (small_button("Open")) {
                        open_game(e.key);
                        games_open_ = false;
                    }
                    ImGui::SameLine();
                }
                if (small_button("Rename")) {
                    renaming_key_ = e.key;
                    rename_text_ = e.name;
                }
                ImGui::SameLine();
                if (small_button("Copy")) {
                    autosave();
                    notice_ = library_.duplicate(e.key, library_.new_key(token(platform_)), platform_.random64(),
                                                 platform_.now_ms());
                }
                ImGui::SameLine();
                if (small_button("Delete")) delete_key_ = e.key;
            }
            ImGui::PopID();
        }
        ImGui::EndTable();
    }
    if (!delete_key_.empty()) {
        ImGui::PushStyleColor(ImGuiCol_Text, colour(view_.palette().failure));
        ImGui::TextUnformatted("Delete this game? It can be brought back until you delete another.");
        ImGui::PopStyleColor();
        if (button("Delete it")) {
            library_.remove(delete_key_);
            if (delete_key_ == current_key_) {
                const std::vector<GameLibrary::Entry> left = library_.list();
                if (left.empty()) start_new_game(PlayMode::Sandbox, new_game_players_, kNoPower);
                else open_game(left.front().key);
            }
            delete_key_.clear();
        }
        ImGui::SameLine();
        if (button("Keep it")) delete_key_.clear();
    }

    ImGui::Separator();
    ImGui::TextUnformatted("This game as a save string, or as a link that opens it:");
    std::string text = game_string();
    text_box("##save", text, 2.5f, ImGuiInputTextFlags_ReadOnly);
    if (button("Copy save string")) platform_.copy_text(text);
    ImGui::SameLine();
    if (button("Copy link")) platform_.copy_text(game_link());
    ImGui::Separator();
    ImGui::TextUnformatted("Open a save string or a link someone sent you:");
    text_box("##import", import_text_, 2.5f);
    if (button("Open it")) {
        import_error_ = open_link(import_text_);
        if (import_error_.empty()) import_text_.clear();
        else import_error_ += " Nothing stored was changed.";
    }
    if (!import_error_.empty()) {
        ImGui::PushStyleColor(ImGuiCol_Text, colour(view_.palette().failure));
        ImGui::TextWrapped("%s", import_error_.c_str());
        ImGui::PopStyleColor();
    }
    if (!storage_error_.empty()) {
        ImGui::PushStyleColor(ImGuiCol_Text, colour(view_.palette().failure));
        ImGui::TextWrapped("%s", storage_error_.c_str());
        ImGui::PopStyleColor();
    }
    if (!games_open_) ImGui::CloseCurrentPopup();
    ImGui::EndPopup();
}

}  // namespace dip
