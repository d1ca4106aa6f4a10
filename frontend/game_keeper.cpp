// Keeping the page's games: opening, saving, links, the Games window's actions, play-by-link codes.
#include "game_keeper.h"

#include <algorithm>
#include <cstdio>

#include "catalogue.h"

namespace dip {

std::string mode_name(PlayMode mode) {
    switch (mode) {
        case PlayMode::Sandbox: return "Sandbox";
        case PlayMode::HotSeat: return "Hot seat";
        default: return "By link";
    }
}

GameKeeper::GameKeeper(Session& session, const Rules& rules, PlatformServices& platform)
    : session_(session), platform_(platform), library_(platform.storage(), rules) {}

// A storage key no other game has: the time and a random number.
std::string GameKeeper::new_key() {
    char buf[40];
    std::snprintf(buf, sizeof buf, "%llx-%llx", static_cast<unsigned long long>(platform_.now_ms()),
                  static_cast<unsigned long long>(platform_.random64() & 0xFFFFFFFF));
    return library_.new_key(buf);
}

void GameKeeper::collect_problems() {
    for (const std::string& p : library_.take_problems()) tell(p);
}

void GameKeeper::replaced() {
    if (on_replaced_) on_replaced_();
}

const std::vector<GameLibrary::Entry>& GameKeeper::games() {
    const std::vector<GameLibrary::Entry>& list = library_.games();
    collect_problems();
    return list;
}

// ---- Opening and saving ---------------------------------------------------------------------------------

void GameKeeper::start(const std::string& link) {
    const std::vector<GameLibrary::Entry> stored = games();
    // A link opens its game; it needs nothing else open unless it asks the player a question first.
    if (!link.empty() && open_link(link).empty() && !question_) return;
    const std::string link_notice = notice();
    const bool link_notice_is_error = notice_is_error();
    std::string last = library_.last_opened();
    if (std::none_of(stored.begin(), stored.end(), [&](const GameLibrary::Entry& e) { return e.key == last; }))
        last = stored.empty() ? "" : stored.front().key;
    if (!last.empty()) open(last);
    else new_game(PlayMode::Sandbox, {}, kNoPower);
    if (!link_notice.empty() && notice() != link_notice)
        tell(link_notice, link_notice_is_error);  // what went wrong with the link, if anything, stays on screen
}

void GameKeeper::new_game(PlayMode mode, const std::array<bool, kMaxPowers>& players, Power me,
                          const GameSettings& settings) {
    const std::size_t count = games().size();
    session_.new_game(mode, settings);
    if (mode == PlayMode::HotSeat) session_.set_players(players);
    if (mode == PlayMode::ByLink) session_.set_link_role(me, true);
    session_.set_id(platform_.random64());
    session_.set_name(mode_name(mode) + " game " + std::to_string(count + 1));
    current_key_ = new_key();
    library_.set_last_opened(current_key_);
    saved_revision_ = ~0ull;  // save it at once
    replaced();
}

Power GameKeeper::new_game_against_computer(Power me, bot::Level level, GameSettings settings) {
    const int powers = catalogue().at(settings.rules.variant).map.power_count();
    if (me == kNoPower || me >= powers) me = static_cast<Power>(platform_.random64() % static_cast<unsigned>(powers));
    std::array<bool, kMaxPowers> people{};
    people[me] = true;
    settings.computers = {};
    for (int p = 0; p < powers; ++p)
        if (p != me) settings.computers.set(static_cast<Power>(p), level);
    new_game(PlayMode::HotSeat, people, kNoPower, settings);
    session_.set_name(session_.map().power(me).name + " against the computer (" + level_title(level) + ")");
    return me;
}

std::string GameKeeper::open(const std::string& key) {
    const std::string error = library_.open(key, session_);
    if (!error.empty()) {
        tell("That game could not be opened: " + error);
        return error;
    }
    current_key_ = key;
    saved_revision_ = session_.revision();
    replaced();
    return "";
}

// Every change is saved at once: a reload, a closed tab or a crash loses nothing.
void GameKeeper::autosave() {
    if (session_.revision() == saved_revision_ || current_key_.empty()) return;
    storage_error_ = library_.save(current_key_, session_, platform_.now_ms());
    saved_revision_ = session_.revision();
}

// ---- Links ----------------------------------------------------------------------------------------------

std::string GameKeeper::open_link(const std::string& text) {
    SavedGame g;
    GameLibrary::Entry linked;
    std::string error;
    if (decode_game(text, g, error)) {
        error = library_.check(g, &linked);  // a sealed string may still hold a record that does not replay
    } else {
        SavedPosition p;
        std::string position_error;
        if (decode_position(text, p, position_error)) {
            g = SavedGame();
            g.name = "Position from a link";
            g.id = platform_.random64();
            g.start = p.position;
            g.pending = p.orders;
            g.rules = p.rules;
            return take_from_link(g, "");
        }
        if (text.find(kPositionLinkKey) != std::string::npos) error = position_error;
    }
    if (!error.empty()) {
        tell("This could not be opened. " + error + " Your stored games are unchanged.");
        return error;
    }
    // Another copy of a game already stored (the next phase of a game played by link, say): ask.
    if (const std::optional<GameLibrary::Entry> mine = library_.find_by_id(g.id)) {
        question_ = LinkQuestion{g, linked, *mine};
        return "";
    }
    const std::string why = take_from_link(g, "");
    if (why.empty() && linked.phases > 0) first_unseen_ = linked.phases - 1;  // what happened last
    return why;
}

std::string GameKeeper::take_from_link(const SavedGame& linked, const std::string& replacing) {
    SavedGame g = linked;
    std::string key = replacing;
    std::string error;
    if (!replacing.empty()) {
        Session mine(session_.rules());  // which power this player plays stays as it was
        if (library_.open(replacing, mine).empty()) {
            g.me = mine.me();
            g.host = mine.host();
        }
        error = library_.replace(g, key, platform_.now_ms());
    } else {
        key = new_key();
        error = library_.import(g, key, platform_.now_ms());
    }
    if (!error.empty()) {
        tell("This link could not be stored: " + error + " Your stored games are unchanged.");
        return error;
    }
    open(key);
    tell(replacing.empty() ? "Opened the game from the link." : "Updated from the link.", false);
    return "";
}

void GameKeeper::answer(LinkAnswer answer) {
    if (!question_) return;
    const LinkQuestion q = std::move(*question_);
    question_.reset();
    switch (answer) {
        case LinkAnswer::Update:
            if (take_from_link(q.game, q.stored.key).empty() && q.linked.phases > q.stored.phases)
                first_unseen_ = q.stored.phases;  // the results the player has not seen yet, from the first
            break;
        case LinkAnswer::KeepBoth: {
            SavedGame g = q.game;
            g.name += " (from a link)";
            take_from_link(g, "");
            break;
        }
        case LinkAnswer::KeepMine: open(q.stored.key); break;
    }
}

// ---- The Games window -----------------------------------------------------------------------------------

void GameKeeper::rename(const std::string& key, const std::string& name) {
    if (key == current_key_) session_.set_name(name);  // saved with the next autosave
    else tell(library_.rename(key, name));
}

void GameKeeper::duplicate(const std::string& key) {
    autosave();  // the copy has everything up to now
    tell(library_.duplicate(key, new_key(), platform_.random64(), platform_.now_ms()));
}

void GameKeeper::remove(const std::string& key) {
    library_.remove(key);
    if (key != current_key_) return;
    const std::vector<GameLibrary::Entry>& left = games();
    if (left.empty()) new_game(PlayMode::Sandbox, {}, kNoPower);
    else open(left.front().key);
}

// ---- Sharing --------------------------------------------------------------------------------------------

std::string GameKeeper::game_string() const { return encode_game(save_session(session_, platform_.now_ms())); }

std::string GameKeeper::game_link() const { return platform_.page_url() + std::string(kGameLinkKey) + game_string(); }

// The link a host sends: the game so far, without anyone's orders, for the players to open.
std::string GameKeeper::shared_link() const {
    SavedGame g = save_session(session_, platform_.now_ms());
    g.pending.clear();
    g.received.fill(false);
    if (session_.me() != kNoPower) g.received[session_.me()] = true;  // the host's power: not a player's to pick
    g.host = false;
    g.me = kNoPower;
    return platform_.page_url() + std::string(kGameLinkKey) + encode_game(g);
}

std::string GameKeeper::orders_code() const {
    OrdersCode c;
    c.game_id = session_.id();
    c.phase = static_cast<std::uint32_t>(session_.game().history().size());
    c.power = session_.me();
    c.orders = session_.orders(session_.me());
    c.variant = session_.settings().rules.variant;
    return encode_orders_code(c);
}

std::string GameKeeper::take_orders_code(const std::string& code) {
    OrdersCode c;
    std::string error;
    if (!decode_orders_code(code, c, error)) return error;
    if (session_.mode() != PlayMode::ByLink || !session_.host())
        return "Only the host of a game played by link takes orders codes.";
    // (Codes from before the catalogue name no variant: they are read as the standard board's.)
    if (&catalogue().at(c.variant).map != &session_.map() &&
        catalogue().at(c.variant).board != catalogue().at(session_.settings().rules.variant).board)
        return "That code is for a game of another variant.";
    if (c.power == session_.me()) return "That code is for your own power: write your orders on the map instead.";
    return session_.accept_orders_code(c.power, c.phase, c.game_id, c.orders);
}

}  // namespace dip
