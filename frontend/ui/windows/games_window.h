// The Games window (the stored games: open, rename, copy, delete with undo; the games that could not be read:
// copy, delete with undo; whether the browser keeps them, and every game saved to a file or brought back from
// one; this game's save string and link; opening a string or link someone sent) and the question a link to a
// game already stored asks. What they do is GameKeeper's and SetAside's; here is only how
// they look and what the player has typed.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "kept_by_revision.h"
#include "set_aside.h"
#include "ui_context.h"

namespace dip {

class GamesWindow {
public:
    void open() {
        open_ = true;
        copied_.clear();
    }
    // Draws the window while it is open; the context's session is the open game the keeper keeps. True when the
    // player asked for a new game (the new-game dialog takes over).
    bool draw(const UiContext& ui);

private:
    // The games that could not be read, when there are any (or one deleted to bring back).
    void draw_set_aside(PlatformServices& platform, ControlRecorder& controls, const Palette& palette);
    // Whether the browser keeps the games and how much room they take; the backup's buttons and what the last
    // backup opened brought.
    void draw_keeping(const UiContext& ui);
    // Games from and for other programs (the Python diplomacy package's JSON).
    void draw_other_programs(const UiContext& ui);
    void file_picked(const UiContext& ui, const PlatformServices::PickedFile& file);
    void open_foreign(const UiContext& ui, const PlatformServices::PickedFile& file);

    bool open_ = false;                           // shown, or asked to be
    std::string import_text_;                     // the string or link being pasted
    std::string import_error_;                    // why it did not open
    std::string copied_;                          // what the last copy button put on the clipboard
    std::string renaming_key_;                    // the game whose name is being edited ("": none)
    std::string rename_text_;                     // its new name so far
    std::string delete_key_;                      // the game waiting for "Delete it" ("": none)
    KeptByRevision<std::string> save_string_;     // the open game's, encoded when it changes
    std::optional<SetAside> set_aside_;           // the records set aside, over the platform's storage
    std::vector<SetAsideRecord> set_aside_list_;  // as last read (not every frame: they may be long)
    std::uint64_t set_aside_read_ = ~0ull;        // SetAside::changes() when read; ~0: to read
    std::size_t stored_bytes_ = 0;                // what this page stores, as measured when the window opened
    enum class Picking : std::uint8_t { None, Backup, Foreign };
    Picking picking_ = Picking::None;  // what the file picker was opened for
    std::string backup_message_;       // what the last backup saved or opened did
    bool backup_failed_ = false;       // ... it was refused
    std::string foreign_message_;      // what the last file of another program brought, or why not
    bool foreign_failed_ = false;      // ... it was refused
};

// "This game is already here": asked while the keeper waits for the player's answer.
void link_question_dialog(const UiContext& ui);

// "84 KB", "1.2 MB", "2 GB": a size for players.
std::string describe_bytes(double bytes);

// "just now", "5 min ago", "3 days ago": how long ago `then_ms` was, at `now_ms`.
std::string describe_time(std::int64_t then_ms, std::int64_t now_ms);

}  // namespace dip
