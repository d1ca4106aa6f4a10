// The Games window and the question about a link to a game already stored.
#include "games_window.h"

#include <algorithm>
#include <cstdio>

#include <misc/cpp/imgui_stdlib.h>

#include "touch_layout.h"
#include "widgets.h"

namespace dip {

std::string describe_time(std::int64_t then_ms, std::int64_t now_ms) {
    const std::int64_t s = std::max<std::int64_t>(0, (now_ms - then_ms) / 1000);
    if (s < 60) return "just now";
    if (s < 3600) return std::to_string(s / 60) + " min ago";
    if (s < 86400) return std::to_string(s / 3600) + " h ago";
    return std::to_string(s / 86400) + (s < 2 * 86400 ? " day ago" : " days ago");
}

std::string describe_bytes(double bytes) {
    const char* units[] = {"bytes", "KB", "MB", "GB", "TB"};
    int u = 0;
    while (bytes >= 1000 && u < 4) bytes /= 1000, ++u;
    char out[32];
    std::snprintf(out, sizeof out, u == 0 || bytes >= 10 ? "%.0f %s" : "%.1f %s", bytes, units[u]);
    return out;
}

namespace {

// What the page keeps in the browser's storage, in bytes as the browser counts them (two a character).
std::size_t stored_bytes(const Storage& storage) {
    std::size_t n = 0;
    for (const std::string& key : storage.keys("dip.")) n += 2 * (key.size() + storage.get(key).value_or("").size());
    return n;
}

}  // namespace

bool GamesWindow::draw(const UiContext& ui) {
    if (picking_ != Picking::None) {  // the file picked comes back while the window is open (or opens it again)
        if (const std::optional<PlatformServices::PickedFile> file = ui.platform.take_picked_file()) {
            open_ = true;
            file_picked(ui, *file);
        }
    }
    if (open_ && !ImGui::IsPopupOpen("Games")) {
        ImGui::OpenPopup("Games");
        ui.keeper.refresh_games();  // read afresh on opening: another tab may have saved since
        set_aside_read_ = ~0ull;
        stored_bytes_ = stored_bytes(ui.platform.storage());
    }
    const ImGuiIO& io = ImGui::GetIO();
    ImGui::SetNextWindowPos({io.DisplaySize.x / 2, io.DisplaySize.y / 2}, ImGuiCond_Appearing, {0.5f, 0.5f});
    ImGui::SetNextWindowSize({std::min(760.0f, io.DisplaySize.x - 16), std::min(620.0f, io.DisplaySize.y - 16)},
                             ImGuiCond_Appearing);
    // (On a phone not movable: a finger's drag scrolls it instead of carrying it off the screen.)
    const ImGuiWindowFlags flags = ImGuiWindowFlags_NoSavedSettings | (touch_style() ? ImGuiWindowFlags_NoMove : 0);
    if (!ImGui::BeginPopupModal("Games", &open_, flags)) return false;
    static DragScroll finger;  // on a phone, a finger's drag scrolls the window (it is taller than the screen)
    if (touch_style()) finger.update();
    bool new_game = false;
    if (ui.controls.button("New game...")) {
        open_ = false;  // the new-game dialog takes over
        new_game = true;
        ImGui::CloseCurrentPopup();
    }
    ImGui::SameLine();
    if (ui.controls.button("Close")) open_ = false;  // the title bar's cross is too small for a finger
    if (ui.keeper.can_undo_remove()) {
        ImGui::SameLine();
        ImGui::Text("Deleted \"%s\".", ui.keeper.removed_name().c_str());
        ImGui::SameLine();
        if (ui.controls.button("Undo")) ui.keeper.undo_remove();
    }
    const std::vector<GameLibrary::Entry> games = ui.keeper.games();  // a copy: the buttons below change the list
    const std::int64_t now = ui.platform.now_ms();
    // Each game's name, with how it is played under it; its phase, with when it was saved under it; its buttons.
    // On a narrow screen (a phone) the text is one column beside the buttons, one a line.
    const float em = ImGui::GetFontSize();
    const bool narrow = ImGui::GetContentRegionAvail().x < em * 40;
    const auto next_button = [&] {
        if (!narrow) ImGui::SameLine();
    };
    if (ImGui::BeginTable("##games", narrow ? 2 : 3,
                          ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerH | ImGuiTableFlags_ScrollY,
                          {0, ImGui::GetTextLineHeightWithSpacing() * 9})) {
        if (narrow) {
            ImGui::TableSetupColumn("Game", ImGuiTableColumnFlags_WidthStretch);
            ImGui::TableSetupColumn("##actions", ImGuiTableColumnFlags_WidthFixed, em * 5.5f);
        } else {
            ImGui::TableSetupColumn("Game", ImGuiTableColumnFlags_WidthStretch);
            ImGui::TableSetupColumn("Phase", ImGuiTableColumnFlags_WidthFixed, em * 10.5f);
            ImGui::TableSetupColumn("##actions", ImGuiTableColumnFlags_WidthFixed, em * 17.5f);
        }
        ImGui::TableHeadersRow();
        for (const GameLibrary::Entry& e : games) {
            const bool current = e.key == ui.keeper.current_key();
            ImGui::PushID(e.key.c_str());
            ImGui::TableNextRow();
            ImGui::TableNextColumn();
            if (renaming_key_ == e.key) {
                ImGui::SetNextItemWidth(-1);
                ImGui::InputText("##name", &rename_text_);
                ui.controls.record("Game name box");
            } else {
                // The whole name, wrapped in its column: two games whose names begin alike still look apart.
                ImGui::TextWrapped("%s", (current ? "\xE2\x96\xB6 " + e.name : e.name).c_str());
                ui.controls.record(("Game named " + e.name).c_str());  // where the name is, for tests
                if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", e.name.c_str());
            }
            // (A newer release's game stored without a line of its own: only its name is known.)
            const bool known = !e.newer || !e.phase.empty();
            const std::string mode = known ? mode_name(e.mode, e.against_computer) : "";
            const std::string saved = known ? describe_time(e.saved_at, now) : "";
            if (narrow) {
                std::string line = mode;
                for (const std::string* part : {&e.variant, &e.phase, &saved})
                    if (!part->empty()) line += (line.empty() ? "" : ", ") + *part;
                ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
                if (!line.empty()) ImGui::TextWrapped("%s", line.c_str());
                ImGui::PopStyleColor();
            } else {
                const std::string how = e.variant.empty() ? mode : e.variant + ", " + mode;
                ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
                if (!how.empty()) ImGui::TextWrapped("%s", how.c_str());
                ImGui::PopStyleColor();
                ImGui::TableNextColumn();
                ImGui::TextUnformatted(e.phase.c_str());
                if (!saved.empty()) ImGui::TextDisabled("saved %s", saved.c_str());
            }
            if (e.newer && narrow) {
                error_text(ui.palette, "From a newer release: reload the page to open it.");
                ui.controls.record(("Newer release note of " + e.name).c_str());
            }
            ImGui::TableNextColumn();
            if (renaming_key_ == e.key) {
                if (ui.controls.small_button("Save name")) {
                    ui.keeper.rename(e.key, rename_text_);
                    renaming_key_.clear();
                }
            } else if (e.newer) {
                // Kept as it is: this release can neither open nor rewrite it (the player may delete it).
                if (!narrow) {
                    error_text(ui.palette, "From a newer release: reload the page to open it.");
                    ui.controls.record(("Newer release note of " + e.name).c_str());
                }
                if (ui.controls.small_button("Delete")) delete_key_ = e.key;
            } else {
                if (!current) {
                    if (ui.controls.small_button("Open")) {
                        ui.keeper.open(e.key);
                        open_ = false;
                    }
                    next_button();
                }
                if (ui.controls.small_button("Rename")) {
                    renaming_key_ = e.key;
                    rename_text_ = e.name;
                }
                next_button();
                if (ui.controls.small_button("Copy")) ui.keeper.duplicate(e.key);
                next_button();
                if (ui.controls.small_button("Delete")) delete_key_ = e.key;
            }
            ImGui::PopID();
        }
        ImGui::EndTable();
    }
    if (!delete_key_.empty()) {
        error_text(ui.palette, "Delete this game? It can be brought back until you delete another.");
        if (ui.controls.button("Delete it")) {
            ui.keeper.remove(delete_key_);
            delete_key_.clear();
        }
        ImGui::SameLine();
        if (ui.controls.button("Keep it")) delete_key_.clear();
    }
    draw_set_aside(ui.platform, ui.controls, ui.palette);
    draw_keeping(ui);
    draw_other_programs(ui);

    ImGui::Separator();
    ImGui::TextWrapped("This game as a save string, or as a link that opens it:");
    // Encoded when the game changes, not every frame: a long game takes a long time to encode.
    std::string& text = save_string_.get(ui.session.revision(), [&] { return ui.keeper.game_string(); });
    text_box("##save", text, 2.5f, ImGuiInputTextFlags_ReadOnly);
    if (ui.controls.button("Copy save string")) {
        ui.platform.copy_text(text);
        copied_ = "Copied the save string.";
    }
    ImGui::SameLine();
    if (ui.controls.button("Copy link")) {
        ui.platform.copy_text(ui.keeper.game_link());
        copied_ = "Copied the link: send it, or keep it to open the game elsewhere.";
    }
    if (ui.platform.can_share()) {  // a phone's share sheet: to a chat, a mail, a note
        same_line_if_room("Share link", false);
        if (ui.controls.button("Share link")) ui.platform.share_text(ui.session.record().name, ui.keeper.game_link());
    }
    if (!copied_.empty()) ImGui::TextDisabled("%s", copied_.c_str());
    ImGui::Separator();
    ImGui::TextUnformatted("Open a save string or a link someone sent you:");
    text_box("##import", import_text_, 2.5f);
    ui.controls.record("Save string or link box");
    if (ui.controls.button("Open it")) {
        import_error_ = ui.keeper.open_link(import_text_);
        if (import_error_.empty()) import_text_.clear();
        else import_error_ += " Nothing stored was changed.";
    }
    if (!import_error_.empty()) error_text(ui.palette, import_error_);
    if (!ui.keeper.storage_error().empty()) error_text(ui.palette, ui.keeper.storage_error());
    if (!open_) ImGui::CloseCurrentPopup();
    ImGui::EndPopup();
    return new_game;
}

void GamesWindow::draw_keeping(const UiContext& ui) {
    ImGui::Separator();
    const PlatformServices::StorageStatus status = ui.platform.storage_status();
    std::string kept = !status.known ? "These games are kept in this browser's storage."
                       : status.kept ? "The browser keeps these games: it will not clear them to make room."
                                     : "The browser may clear these games when it runs short of space (Safari does "
                                       "after seven days without a visit). Save them to a file to keep them safe.";
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextUnformatted(kept.c_str());
    ui.controls.record(status.kept ? "Storage kept" : "Storage not kept");
    std::string room = "Games and tournaments: " + describe_bytes(static_cast<double>(stored_bytes_)) +
                       " of the about 5 MB a browser gives a page for them.";
    if (status.known && status.quota > 0)
        room += " The whole site, with its offline copy: " + describe_bytes(status.used) + " used of " +
                describe_bytes(status.quota) + ".";
    ImGui::TextDisabled("%s", room.c_str());
    ImGui::PopTextWrapPos();
    if (ui.controls.button("Save every game to a file")) {
        ui.platform.save_text_file(ui.keeper.backup_name(), ui.keeper.backup_text(), "text/plain");
        backup_message_ = "Saved every game to " + ui.keeper.backup_name() +
                          ". Open it here or on another device with \"Open a backup\"; it holds your secret seat "
                          "keys, so keep it to yourself.";
        backup_failed_ = false;
    }
    if (ui.platform.can_pick_files()) {
        same_line_if_room("Open a backup...", false);
        if (ui.controls.button("Open a backup...")) {
            ui.platform.pick_text_file(".txt,text/plain");
            picking_ = Picking::Backup;
        }
    }
    if (backup_message_.empty()) return;
    if (backup_failed_) error_text(ui.palette, backup_message_);
    else ImGui::TextWrapped("%s", backup_message_.c_str());
    ui.controls.record("Backup message");
}

void GamesWindow::file_picked(const UiContext& ui, const PlatformServices::PickedFile& file) {
    const Picking what = std::exchange(picking_, Picking::None);
    if (what == Picking::Backup) {
        const Restored r = file.error.empty() ? ui.keeper.open_backup(file.text) : Restored{file.error};
        backup_message_ = r.summary();
        backup_failed_ = !r.error.empty();
        ui.keeper.tell(backup_message_, backup_failed_);  // kept in the log, and on the banner once closed
    } else {
        open_foreign(ui, file);
    }
    stored_bytes_ = stored_bytes(ui.platform.storage());
}

void GamesWindow::open_foreign(const UiContext& ui, const PlatformServices::PickedFile& file) {
    if (!file.error.empty()) {
        foreign_message_ = file.error;
    } else if (const Expected<ForeignGame> read = ui.keeper.open_foreign_game(file.text, file.name)) {
        foreign_message_ = read->report;
        foreign_failed_ = !read->agrees;
        ui.keeper.tell(read->agrees ? "Opened \"" + read->record.name + "\": every phase agrees with our rules."
                                    : "Opened \"" + read->record.name +
                                          "\", up to where its results differ from ours (Games says where).",
                       false);
        return;
    } else {
        foreign_message_ = read.failure().message;
    }
    foreign_failed_ = true;
    ui.keeper.tell(foreign_message_);
}

void GamesWindow::draw_other_programs(const UiContext& ui) {
    ImGui::Separator();
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextUnformatted(
        "Other programs: the saved games of the Python diplomacy package (JSON), and a judge's results mails (text, "
        "to open).");
    ImGui::PopTextWrapPos();
    if (ui.platform.can_pick_files() && ui.controls.button("Open a game from another program...")) {
        ui.platform.pick_text_file(".json,.txt,application/json,text/plain");
        picking_ = Picking::Foreign;
    }
    same_line_if_room("Save this game for other programs", false);
    if (ui.controls.button("Save this game for other programs")) {
        if (const Expected<std::string> json = ui.keeper.game_for_other_programs()) {
            ui.platform.save_text_file(ui.keeper.file_for_other_programs(), *json, "application/json");
            foreign_message_ = "Saved " + ui.keeper.file_for_other_programs() + ".";
            foreign_failed_ = false;
        } else {
            foreign_message_ = "This game cannot be written for other programs: " + json.failure().message;
            foreign_failed_ = true;
        }
    }
    if (foreign_message_.empty()) return;
    // A long report scrolls in a box of its own, so that the rest of the window stays in reach.
    const float lines =
        std::min(8.0f, 1.0f + static_cast<float>(std::count(foreign_message_.begin(), foreign_message_.end(), '\n')));
    ImGui::BeginChild("##report", {0, (lines + 1.5f) * ImGui::GetTextLineHeightWithSpacing()}, true);
    if (foreign_failed_) error_text(ui.palette, foreign_message_);
    else ImGui::TextWrapped("%s", foreign_message_.c_str());
    ImGui::EndChild();
    ui.controls.record(foreign_failed_ ? "Other program report (differs)" : "Other program report");
}

void GamesWindow::draw_set_aside(PlatformServices& platform, ControlRecorder& controls, const Palette& palette) {
    if (!set_aside_) set_aside_.emplace(platform.storage());
    if (set_aside_read_ != SetAside::changes()) {  // read again only when one was set aside, deleted or brought back
        set_aside_read_ = SetAside::changes();
        set_aside_list_ = set_aside_->list();
    }
    if (set_aside_list_.empty() && !set_aside_->can_undo_remove()) return;
    ImGui::Separator();
    ImGui::TextUnformatted("Games that could not be read");
    if (set_aside_->can_undo_remove()) {
        ImGui::SameLine();
        ImGui::TextUnformatted("(one deleted)");
        ImGui::SameLine();
        if (controls.small_button("Undo##set-aside")) set_aside_->undo_remove();
    }
    if (set_aside_list_.empty()) return;
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
    ImGui::TextWrapped(
        "Kept as they were stored. Copy one to send it to us, or to open it with a later release of the game.");
    ImGui::PopStyleColor();
    const std::int64_t now = platform.now_ms();
    std::string copy_key, delete_key;  // acted on after the list: it changes
    for (const SetAsideRecord& r : set_aside_list_) {
        ImGui::PushID(r.key.c_str());
        ImGui::Bullet();
        ImGui::TextWrapped("%s", (r.name.empty() ? "A stored game" : "\"" + r.name + "\"").c_str());
        controls.record(("Set aside " + r.key).c_str());  // where it is listed, for tests
        ImGui::Indent();
        error_text(palette, r.reason.empty() ? "Why it could not be read was not kept." : r.reason);
        const std::string when =
            r.at_ms > 0 ? "Set aside " + describe_time(r.at_ms, now) + "." : "When it was set aside is not known.";
        ImGui::TextDisabled("%s", when.c_str());
        if (controls.small_button(("Copy##" + r.key).c_str())) copy_key = r.key;
        ImGui::SameLine();
        if (controls.small_button(("Delete##" + r.key).c_str())) delete_key = r.key;
        ImGui::Unindent();
        ImGui::PopID();
    }
    for (const SetAsideRecord& r : set_aside_list_)
        if (r.key == copy_key) platform.copy_text(r.save_string());
    if (!delete_key.empty()) set_aside_->remove(delete_key);
}

void link_question_dialog(const UiContext& ui) {
    if (!ui.keeper.link_question()) return;
    const char* title = "This game is already here";
    if (!ImGui::IsPopupOpen(title)) ImGui::OpenPopup(title);
    const ImGuiIO& io = ImGui::GetIO();
    ImGui::SetNextWindowPos({io.DisplaySize.x / 2, io.DisplaySize.y / 2}, ImGuiCond_Always, {0.5f, 0.5f});
    ImGui::SetNextWindowSize({std::min(520.0f, io.DisplaySize.x - 20), 0});
    if (!ImGui::BeginPopupModal(title, nullptr, ImGuiWindowFlags_NoResize)) return;
    const GameKeeper::LinkQuestion& q = *ui.keeper.link_question();
    const std::string stored = q.stored.name;
    const auto played = [](int n) { return std::to_string(n) + (n == 1 ? " phase played" : " phases played"); };
    ImGui::TextWrapped("The link holds \"%s\", which you already have as \"%s\".", q.game.name.c_str(), stored.c_str());
    ImGui::BulletText("The link: %s (%s)", q.linked.phase.c_str(), played(q.linked.phases).c_str());
    ImGui::BulletText("Your copy: %s (%s)", q.stored.phase.c_str(), played(q.stored.phases).c_str());
    if (q.linked.phases < q.stored.phases) ImGui::TextWrapped("The link is older than your copy.");
    else if (q.linked.phases > q.stored.phases)
        ImGui::TextWrapped("The link is newer: updating shows you the results you missed.");
    ImGui::TextWrapped("What should happen?");
    std::optional<GameKeeper::LinkAnswer> answer;
    if (ui.controls.button(("Update \"" + stored + "\" from the link").c_str(), {-1, 0}))
        answer = GameKeeper::LinkAnswer::Update;
    else if (ui.controls.button("Keep both: open the link as a new game", {-1, 0}))
        answer = GameKeeper::LinkAnswer::KeepBoth;
    else if (ui.controls.button(("Keep \"" + stored + "\" unchanged").c_str(), {-1, 0}))
        answer = GameKeeper::LinkAnswer::KeepMine;
    if (answer) {
        ui.keeper.answer(*answer);
        ImGui::CloseCurrentPopup();
    }
    ImGui::EndPopup();
}

}  // namespace dip
