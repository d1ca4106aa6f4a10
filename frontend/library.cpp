// Keeping games in storage.
#include "library.h"

#include <algorithm>

#include "catalogue.h"
#include "position_text.h"

namespace dip {

namespace {

const char* kFull =
    "The browser's storage is full, so this game is not saved. Delete games you no longer need, or copy this "
    "game's save string (Games, Copy save string) to keep it safe.";

}  // namespace

std::string GameLibrary::store(const std::string& key, const std::string& text) {
    return storage_.set(key, text) ? "" : kFull;
}

namespace {

// A game's line in the list, from its record and the session it replays to.
GameLibrary::Entry entry_of(const std::string& key, const SavedGame& g, const Session& s) {
    GameLibrary::Entry e;
    e.key = key;
    e.name = g.name.empty() ? "Untitled game" : g.name;
    e.mode = g.mode;
    e.phase = s.over() ? s.end_text() : phase_text(s.position().phase);
    e.saved_at = g.saved_at;
    e.id = g.id;
    e.phases = static_cast<int>(s.game().history().size());
    if (g.rules.variant != Variant::Standard) e.variant = catalogue().at(g.rules.variant).name;
    return e;
}

void sort_newest_first(std::vector<GameLibrary::Entry>& games) {
    std::sort(games.begin(), games.end(), [](const GameLibrary::Entry& a, const GameLibrary::Entry& b) {
        return a.saved_at != b.saved_at ? a.saved_at > b.saved_at : a.key < b.key;
    });
}

}  // namespace

bool GameLibrary::read(const std::string& key, Entry& entry, std::string& error) const {
    const std::optional<std::string> text = storage_.get(key);
    SavedGame g;
    Session s(rules_);
    if (!text) {
        error = "it is no longer stored";
        return false;
    }
    if (!decode_game(*text, g, error) || !restore_session(g, s, error)) return false;
    entry = entry_of(key, g, s);
    return true;
}

std::vector<GameLibrary::Entry> GameLibrary::list() {
    std::vector<Entry> out;
    for (const std::string& key : storage_.keys(kGamePrefix)) {
        Entry e;
        std::string error;
        if (!read(key, e, error)) {
            // Set it aside under another key, so the list and the other games stay whole.
            const std::optional<std::string> text = storage_.get(key);
            const std::string aside = kAsidePrefix + key.substr(std::string(kGamePrefix).size());
            if (text && storage_.set(aside, *text)) storage_.remove(key);
            problems_.push_back("A stored game could not be read and was set aside (" + error + ")");
            continue;
        }
        out.push_back(std::move(e));
    }
    sort_newest_first(out);
    kept_ = out;
    return out;
}

const std::vector<GameLibrary::Entry>& GameLibrary::games() {
    if (!kept_) list();
    return *kept_;
}

void GameLibrary::update_kept(const std::string& key) {
    if (!kept_) return;  // read in full when first asked for
    Entry e;
    std::string error;
    if (read(key, e, error)) update_kept(std::move(e));
    else std::erase_if(*kept_, [&](const Entry& k) { return k.key == key; });
}

void GameLibrary::update_kept(Entry entry) {
    if (!kept_) return;
    std::erase_if(*kept_, [&](const Entry& k) { return k.key == entry.key; });
    kept_->push_back(std::move(entry));
    sort_newest_first(*kept_);
}

std::vector<std::string> GameLibrary::take_problems() {
    std::vector<std::string> p;
    p.swap(problems_);
    return p;
}

std::string GameLibrary::save(const std::string& key, const Session& s, std::int64_t now_ms) {
    const SavedGame g = save_session(s, now_ms);
    const std::string error = store(key, encode_game(g));
    if (error.empty()) update_kept(entry_of(key, g, s));
    return error;
}

std::string GameLibrary::open(const std::string& key, Session& s) {
    const std::optional<std::string> text = storage_.get(key);
    if (!text) return "That game is no longer stored.";
    SavedGame g;
    std::string error;
    if (!decode_game(*text, g, error)) return error;
    if (!restore_session(g, s, error)) return error;  // replays aside first: the session changes only on success
    set_last_opened(key);
    return "";
}

std::string GameLibrary::rename(const std::string& key, const std::string& name) {
    const std::optional<std::string> text = storage_.get(key);
    SavedGame g;
    std::string error;
    if (!text || !decode_game(*text, g, error)) return "That game cannot be read, so it cannot be renamed.";
    g.name = name;
    error = store(key, encode_game(g));
    if (error.empty()) update_kept(key);
    return error;
}

std::string GameLibrary::duplicate(const std::string& key, const std::string& new_key, std::uint64_t new_id,
                                   std::int64_t now_ms) {
    const std::optional<std::string> text = storage_.get(key);
    SavedGame g;
    std::string error;
    if (!text || !decode_game(*text, g, error)) return "That game cannot be read, so it cannot be copied.";
    g.name += " (copy)";
    g.id = new_id;
    g.saved_at = now_ms;
    error = store(new_key, encode_game(g));
    if (error.empty()) update_kept(new_key);
    return error;
}

void GameLibrary::remove(const std::string& key) {
    const std::optional<std::string> text = storage_.get(key);
    if (!text) return;
    removed_key_ = key;
    removed_text_ = *text;
    SavedGame g;
    std::string error;
    removed_name_ = decode_game(*text, g, error) ? g.name : "the game";
    storage_.remove(key);
    if (kept_) std::erase_if(*kept_, [&](const Entry& e) { return e.key == key; });
}

bool GameLibrary::undo_remove() {
    if (removed_key_.empty() || !storage_.set(removed_key_, removed_text_)) return false;
    update_kept(removed_key_);
    removed_key_.clear();
    removed_text_.clear();
    return true;
}

std::optional<GameLibrary::Entry> GameLibrary::find_by_id(std::uint64_t id) {
    for (const Entry& e : games())
        if (e.id == id) return e;
    return std::nullopt;
}

std::string GameLibrary::check(const SavedGame& g, Entry* line) const {
    Session s(rules_);
    std::string error;
    if (!restore_session(g, s, error)) return error;
    if (line) *line = entry_of("", g, s);
    return "";
}

std::string GameLibrary::import(const SavedGame& g, const std::string& key, std::int64_t now_ms) {
    if (storage_.get(key)) return "A game is already stored under that name.";
    return replace(g, key, now_ms);
}

// The new record is replayed before anything is written, and written over the old one in one step: the old
// game is never removed first.
std::string GameLibrary::replace(const SavedGame& g, const std::string& key, std::int64_t now_ms) {
    Session s(rules_);
    std::string error;
    if (!restore_session(g, s, error)) return error;
    SavedGame copy = g;
    copy.saved_at = now_ms;
    error = store(key, encode_game(copy));
    if (error.empty()) update_kept(entry_of(key, copy, s));
    return error;
}

std::string GameLibrary::last_opened() const { return storage_.get(kLastKey).value_or(""); }

void GameLibrary::set_last_opened(const std::string& key) { storage_.set(kLastKey, key); }

}  // namespace dip
