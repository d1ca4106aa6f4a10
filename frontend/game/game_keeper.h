// Keeping the page's games: which stored game is open, saving it on every change, starting and opening games,
// opening links and save strings (asking first when the link holds a game already stored), the copies,
// renames and deletes of the Games window, play-by-link codes, and the message the player is shown about it.
// No drawing: the Games window (ui/games_window.h) and the scripting API call this; the native tests too.
#pragma once

#include <array>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "backup.h"
#include "foreign_game.h"
#include "library.h"
#include "notices.h"
#include "sealed_link.h"
#include "platform_services.h"
#include "save.h"
#include "session.h"
#include "table_policy.h"

namespace dip {

// How a game by link is played: sealed orders (docs/FAIR_PLAY.md), and the deadline rule (a seat that has not sealed
// when the others open does not order).
struct LinkPlay {
    bool sealed = false;
    bool absent_rule = false;
};

class GameKeeper {
public:
    // Keeps `session`, the page's open game, in the platform's storage; stored games follow `rules`' map.
    GameKeeper(Session& session, const Rules& rules, PlatformServices& platform);

    // Opens the game the page's address links to ("#g=...", "#p=..."; may be empty), else the game played
    // last, else a new one. A link that cannot be opened leaves the last game open and says why.
    void start(const std::string& link);
    // A new game, stored at once; `me` is the power the host plays in a game by link. In hot seat `players` are the
    // powers people play; by link with sealed orders too (`me` among them): the seats nobody plays are in civil
    // disorder from the start, on every copy, unless the computer plays them (none given: everyone plays).
    void new_game(PlayMode mode, const std::array<bool, kMaxPowers>& players, Power me,
                  const GameSettings& settings = {}, LinkPlay link_play = {});
    // The same by way to play: the sandbox (one person plays every power); hot seat (`people` play at this device);
    // by link, this copy the host's and playing `me`.
    void new_sandbox(const GameSettings& settings = {}) { new_game(PlayMode::Sandbox, {}, kNoPower, settings); }
    void new_hot_seat(const std::array<bool, kMaxPowers>& people, const GameSettings& settings = {}) {
        new_game(PlayMode::HotSeat, people, kNoPower, settings);
    }
    void new_by_link(const std::array<bool, kMaxPowers>& people, Power me, const GameSettings& settings,
                     LinkPlay link_play) {
        new_game(PlayMode::ByLink, people, me, settings, link_play);
    }
    // A game against the computer: one person plays `me` (kNoPower: a power drawn at random), the computer
    // every other power at `level`. A hot-seat game with one person, so nothing is hidden or handed over.
    // Returns the power the person plays.
    Power new_game_against_computer(Power me, bot::Level level, GameSettings settings = {});
    // A game kept nowhere (a lesson): `position` (the position format) played in hot seat by one person playing
    // `power`, the others' orders those written in it. The game open before is saved first, and opens again
    // with reopen_last(). "" or why not (nothing changes).
    std::string play_unstored(std::string_view position, std::string_view power, const std::string& name);
    // Opens the game played last again (or the newest, or a new sandbox), as when the page starts.
    void reopen_last() { start(""); }
    const Session& session() const { return session_; }
    // Opens a stored game. "" or why not (also told to the player); the open game is unchanged on failure.
    std::string open(const std::string& key);
    // Saves the open game if it changed since it was last saved (called every frame); never over a copy that
    // another tab saved since this one read it (the player is asked what to do instead).
    void autosave();
    // Another tab changed the stored game under `key` ("": perhaps all of them; from the platform). If it is
    // the open game and this tab has nothing unsaved, the newer copy is opened and the player told;
    // otherwise the player is told and may open it.
    void stored_elsewhere(const std::string& key);
    // This tab's changes are not stored because another tab saved the game since: until the player opens the
    // newer copy or keeps this tab's as a new game, nothing is written.
    bool behind() const { return behind_; }
    void open_newer_copy();
    void keep_as_new_game();

    // Called every frame: gets on with checking a link (its computer seats' orders thought again).
    void work();

    // ---- Links and save strings --------------------------------------------------------------------------
    // Opens a game or a position from a link or a save string, as pasted, stored beside the others. "" or
    // why not; on failure nothing stored and nothing open changes. A game already stored (another copy of
    // it, by its identity) is not opened yet: the player is asked first (link_question()).
    std::string open_link(const std::string& text);
    struct LinkQuestion {
        GameRecord game;            // what the link holds (checked: it replays)
        GameLibrary::Entry linked;  // where the link's game stands (its phase, phases played)
        GameLibrary::Entry stored;  // the copy already stored, where it stands
    };
    const std::optional<LinkQuestion>& link_question() const { return question_; }
    // A link of a game with sealed orders being checked: the computer seats' orders of its new phase are thought
    // again before the player is asked (work() gets on with it).
    bool checking_link() const { return checking_.has_value(); }
    // Thinks the rest of the check here and now (tests; the page thinks a slice a frame).
    void finish_link_check();
    enum class LinkAnswer {
        Update,    // the stored copy takes the link's game (keeping which power this player plays)
        KeepBoth,  // the link's game is stored as a new game
        KeepMine,  // the stored copy is opened unchanged
    };
    void answer(LinkAnswer answer);

    // ---- The Games window --------------------------------------------------------------------------------
    // The stored games, most recently saved first: kept, not read from storage on every call.
    const std::vector<GameLibrary::Entry>& games();
    // Reads the stored games afresh (when the Games window opens: another tab may have saved).
    void refresh_games() { library_.refresh(); }
    void rename(const std::string& key, const std::string& name);
    void duplicate(const std::string& key);
    // Deletes a game; deleting the open one opens the next (or a new game when none is left).
    void remove(const std::string& key);
    bool can_undo_remove() const { return library_.can_undo_remove(); }
    std::string removed_name() const { return library_.removed_name(); }
    void undo_remove() { library_.undo_remove(); }
    const std::string& current_key() const { return current_key_; }
    // After a link brought the open game forward: the first phase played since the player's copy (or, for a
    // game new here, the last one played), whose results the page shows first; -1 when there is none. Taken
    // once.
    int take_first_unseen_phase() { return std::exchange(first_unseen_, -1); }

    // ---- Backups (backup.h) ------------------------------------------------------------------------------
    // Every game stored here (and the tournament) as one file's text, and its name.
    std::string backup_text() const;
    std::string backup_name() const;
    // Merges a backup in: what came in, or why nothing did (then nothing changed). The open game follows its
    // stored copy if the backup brought it forward, as it does another tab's save.
    Restored open_backup(std::string_view text);

    // ---- Other programs' games (foreign_game.h) -----------------------------------------------------------
    // Stores and opens a game read from another program's file (a sandbox, beside the others): what was read,
    // with its report; or why not (then nothing changes).
    Expected<ForeignGame> open_foreign_game(std::string_view text, std::string_view file_name);
    // The open game as the Python diplomacy package's JSON, or why it cannot be written; and the file's name.
    Expected<std::string> game_for_other_programs() const;
    std::string file_for_other_programs() const;

    // ---- Sharing -----------------------------------------------------------------------------------------
    // The open game as a save string, and a link that opens it. With sealed orders, the record every copy shares
    // (shared_link()'s): nothing secret leaves this copy by mistake.
    std::string game_string() const;
    std::string game_link() const;
    // By link: what the host sends (no one's orders). With sealed orders, given `phases`, the link as it was when
    // that many phases were played (for a player further behind).
    std::string shared_link(int phases = -1) const;
    std::string orders_code() const;  // by link: what a player sends back
    // Sealed orders: this player plays `power`, with a key of its own made now. "" or why not.
    std::string join_seat(Power power);
    // By link: the host takes a player's orders code. "" or why not.
    std::string take_orders_code(const std::string& code);
    // Asked before an orders code is taken: "" or why that power's orders may not be taken now (a table's clock
    // says its deadline passed). None by default.
    void set_orders_gate(std::function<std::string(Power)> gate) { orders_gate_ = std::move(gate); }

    // ---- What the player is told -------------------------------------------------------------------------
    // The message on show ("" for none), and whether it tells of an error; all messages are in notices().
    std::string notice() const { return notices_.showing() ? notices_.showing()->text : ""; }
    bool notice_is_error() const { return notices_.showing() && notices_.showing()->kind == Notices::Kind::Error; }
    void tell(std::string message, bool error = true) {
        notices_.tell(std::move(message), error ? Notices::Kind::Error : Notices::Kind::News);
    }
    Notices& notices() { return notices_; }
    const std::string& storage_error() const { return storage_error_; }  // the last save failed: why

private:
    // A link (`text`) of a game with sealed orders stored as `stored` (`copy`, replayed): checked whole
    // (sealed_link.h), then its computer seats' orders thought again, then the player asked. "" or why it was
    // refused; a link of a newer release offers to reload the page, to update it.
    std::string check_sealed_link(const Session& copy, const GameRecord& linked, const GameLibrary::Entry& entry,
                                  const GameLibrary::Entry& stored, const std::string& text);
    std::array<std::uint64_t, 4> randoms();  // four of the platform's random numbers (a new key)
    // Stores a linked game under a new key, or in place of the stored copy `replacing`; then opens it. A link is
    // replayed once: `replayed` is the game already replayed (by the check), taken; if null, it is replayed here.
    std::string take_from_link(const GameRecord& linked, const std::string& replacing, Session* replayed);
    // A game was just opened under `key` (read from storage, or taken from a link as it was stored).
    void opened(const std::string& key, RecordStamp stamp);
    std::string new_key();
    void collect_problems();  // the library's messages about games set aside, added to the notice
    std::function<std::string(Power)> orders_gate_;                           // see set_orders_gate()
    void now_open(const std::string& key, std::optional<RecordStamp> stamp);  // another game is open now
    void tell_behind();  // the open game was saved in another tab: what now

    Session& session_;
    PlatformServices& platform_;
    GameLibrary library_;
    std::string current_key_;               // where the open game is stored ("": nowhere yet)
    std::uint64_t saved_revision_ = ~0ull;  // the session's revision when last saved
    std::optional<RecordStamp> stamp_;      // the stored copy this tab opened or wrote last (none: not stored)
    bool unsaved_ = false;                  // the open game has changes that are not stored
    bool behind_ = false;                   // another tab saved the open game since: this tab writes nothing
    bool asked_to_keep_ = false;            // the browser was asked to keep the storage (after the first save)
    std::uint64_t behind_notice_ = 0;       // the serial of the message telling so
    std::string storage_error_;             // the last save failed: why (kept until a save works)
    std::optional<LinkQuestion> question_;  // a linked game already stored: waiting for the player's answer
    std::optional<Session> question_game_;  // the question's linked game, replayed
    struct LinkBeingChecked {
        GameRecord expected;
        GameLibrary::Entry linked, stored;
        std::unique_ptr<sealed::ComputersCheck> computers;  // none for a phase played before keys
    };
    std::optional<LinkBeingChecked> checking_;  // a sealed link whose computer seats are being thought again
    SliceThinker check_thinker_;
    void link_checked();     // the computers' orders are thought: ask, or refuse the link
    int first_unseen_ = -1;  // see take_first_unseen_phase()
    Notices notices_;        // the messages for the player
};

}  // namespace dip
