// Keeping the page's games: opening, saving, links, the Games window's actions, play-by-link codes.
#include "game_keeper.h"

#include <algorithm>
#include <cstdio>

#include "catalogue.h"
#include "position_text.h"
#include "sealed_orders.h"

namespace dip {

GameKeeper::GameKeeper(Session& session, const Rules& rules, PlatformServices& platform)
    : session_(session),
      platform_(platform),
      library_(platform.storage(), rules, platform.random64(), [&platform] { return platform.now_ms(); }) {
    platform.listen_to_storage([this](const std::string& key) { stored_elsewhere(key); });
}

std::array<std::uint64_t, 4> GameKeeper::randoms() {
    return {platform_.random64(), platform_.random64(), platform_.random64(), platform_.random64()};
}

std::string GameKeeper::join_seat(Power power) { return sealed::join(session_, power, randoms()); }

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

const std::vector<GameLibrary::Entry>& GameKeeper::games() {
    const std::vector<GameLibrary::Entry>& list = library_.games();
    collect_problems();
    return list;
}

// ---- Opening and saving ---------------------------------------------------------------------------------

void GameKeeper::start(const std::string& link) {
    const std::vector<GameLibrary::Entry> stored = games();
    // A link opens its game; it needs nothing else open unless it asks the player a question first.
    if (!link.empty() && open_link(link).empty() && !question_ && !checking_) return;
    const std::string link_notice = notice();
    const bool link_notice_is_error = notice_is_error();
    // The game played last, else the newest that opens (a newer release's games do not), else a new one.
    std::vector<std::string> keys;
    const std::string last = library_.last_opened();
    for (const GameLibrary::Entry& e : stored) {
        if (e.newer) continue;
        if (e.key == last) keys.insert(keys.begin(), e.key);
        else keys.push_back(e.key);
    }
    if (std::none_of(keys.begin(), keys.end(), [&](const std::string& key) { return open(key).empty(); }))
        new_sandbox();
    if (!link_notice.empty() && notice() != link_notice)
        tell(link_notice, link_notice_is_error);  // what went wrong with the link, if anything, stays on screen
}

void GameKeeper::new_game(PlayMode mode, const std::array<bool, kMaxPowers>& players, Power me,
                          const GameSettings& settings, LinkPlay link_play) {
    const std::size_t count = games().size();
    session_.new_game(mode, settings);
    session_.change_record().seats = new_seats(mode, players, me);
    session_.change_record().id = platform_.random64();
    if (by_link(session_) && link_play.sealed) {
        session_.change_record().sealed.set(true, link_play.absent_rule);
        // The seats nobody plays hold from the first link on, on every copy: never waited for.
        const bool listed = std::any_of(players.begin(), players.end(), [](bool b) { return b; });
        for (int p = 0; p < session_.map().power_count(); ++p)
            if (listed && !players[p] && p != me && !session_.settings().computers.computer(static_cast<Power>(p)))
                set_civil_disorder(session_, static_cast<Power>(p), true);
        // The creator's seat is pinned to its key at once: every copy knows it from the first link.
        if (me != kNoPower) sealed::join(session_, me, randoms(), true);
    }
    session_.change_record().name = mode_name(mode) + " game " + std::to_string(count + 1);
    now_open(new_key(), std::nullopt);
    library_.set_last_opened(current_key_);
    saved_revision_ = ~0ull;  // save it at once
}

Power GameKeeper::new_game_against_computer(Power me, bot::Level level, GameSettings settings) {
    const int powers = catalogue().at(settings.rules.variant).map.power_count();
    if (me == kNoPower || me >= powers) me = static_cast<Power>(platform_.random64() % static_cast<unsigned>(powers));
    std::array<bool, kMaxPowers> people{};
    people[me] = true;
    settings.computers = {};
    for (int p = 0; p < powers; ++p)
        if (p != me) settings.computers.set(static_cast<Power>(p), level);
    new_hot_seat(people, settings);
    session_.change_record().name =
        session_.map().power(me).name + " against the computer (" + level_title(level) + ")";
    return me;
}

std::string GameKeeper::play_unstored(std::string_view position, std::string_view power, const std::string& name) {
    Session game(session_.rules());
    game.new_game(PlayMode::HotSeat);
    if (std::string why = game.load_position_text(position); !why.empty()) return why;
    const Power me = game.map().find_power(power);
    if (me == kNoPower) return "There is no power called " + std::string(power) + ".";
    std::array<bool, kMaxPowers> people{};
    people[me] = true;
    game.change_record().seats = new_seats(PlayMode::HotSeat, people, kNoPower);
    game.change_record().id = platform_.random64();
    game.change_record().name = name;
    autosave();
    session_.replace_with(std::move(game));
    now_open("", std::nullopt);  // kept nowhere
    return "";
}

std::string GameKeeper::open(const std::string& key) {
    RecordStamp stamp;
    const std::string error = library_.open(key, session_, &stamp);
    if (!error.empty()) {
        tell("That game could not be opened: " + error);
        collect_problems();  // (set aside, if it was damaged)
        return error;
    }
    opened(key, stamp);
    return "";
}

void GameKeeper::opened(const std::string& key, RecordStamp stamp) {
    now_open(key, stamp);
    saved_revision_ = session_.revision();
}

void GameKeeper::now_open(const std::string& key, std::optional<RecordStamp> stamp) {
    current_key_ = key;
    stamp_ = stamp;
    unsaved_ = behind_ = false;
    notices_.game_opened(key);
}

// Every change is saved at once: a reload, a closed tab or a crash loses nothing. A failure is told once,
// where the player looks, and again when it changes.
void GameKeeper::autosave() {
    if (session_.revision() == saved_revision_ || current_key_.empty()) return;
    saved_revision_ = session_.revision();
    unsaved_ = true;
    if (behind_) return tell_behind();  // never over the newer copy
    using Kind = GameLibrary::SaveResult::Kind;
    const GameLibrary::SaveResult r = library_.save(current_key_, session_, platform_.now_ms(), stamp_);
    if (r.kind == Kind::ChangedElsewhere) {
        behind_ = true;
        return tell_behind();
    }
    if (r.kind == Kind::Saved) {
        stamp_ = r.stamp;
        unsaved_ = false;
        if (!std::exchange(asked_to_keep_, true)) platform_.ask_to_keep_storage();
        if (!storage_error_.empty()) tell("This game is saved again.", false);
    } else if (r.message != storage_error_) {
        tell(r.message);
    }
    storage_error_ = r.message;
}

// ---- Backups ----------------------------------------------------------------------------------------------

std::string GameKeeper::backup_text() const { return write_backup(platform_.storage(), platform_.now_ms()); }

std::string GameKeeper::backup_name() const { return backup_file_name(platform_.now_ms()); }

Restored GameKeeper::open_backup(std::string_view text) {
    const Restored r = restore_backup(platform_.storage(), text);
    if (!r.error.empty()) return r;
    // The open game follows its copy brought forward (unless it has changes not stored: then it is behind, as
    // when another tab saved it); then every listener reads the storage again (the list, the director's event).
    const auto& updated = r.updated_keys;
    if (!current_key_.empty() && std::find(updated.begin(), updated.end(), current_key_) != updated.end()) {
        if (unsaved_ || behind_) {
            behind_ = true;
            tell_behind();
        } else {
            open(current_key_);
        }
    }
    platform_.storage_changed("");
    return r;
}

// ---- Other programs' games -----------------------------------------------------------------------------

Expected<ForeignGame> GameKeeper::open_foreign_game(std::string_view text, std::string_view file_name) {
    Expected<ForeignGame> read = read_foreign_game(text, file_name);
    if (!read) return read;
    GameRecord& g = read->record;
    g.id = platform_.random64();
    g.saved_at = platform_.now_ms();
    Session game(session_.rules());
    std::string error;
    if (!restore_session(g, game, error)) return Failure{"This game does not replay here: " + error};
    const std::string key = new_key();
    RecordStamp stamp;
    error = library_.import(g, key, platform_.now_ms(), &game, &stamp);
    if (!error.empty()) return Failure{error + " Your stored games are unchanged."};
    session_.replace_with(std::move(game));  // stored as replayed: not replayed again
    library_.set_last_opened(key);
    opened(key, stamp);
    return read;
}

Expected<std::string> GameKeeper::game_for_other_programs() const {
    return diplomacy_json_of(save_session(session_, platform_.now_ms()));
}

std::string GameKeeper::file_for_other_programs() const { return diplomacy_json_file_name(session_.record().name); }

// ---- Other tabs -----------------------------------------------------------------------------------------

void GameKeeper::stored_elsewhere(const std::string& key) {
    if (key == GameLibrary::kLastKey) return;
    library_.refresh();  // the list is read again when next shown (from the lines kept: nothing replayed)
    if (current_key_.empty() || (!key.empty() && key != current_key_) || behind_) return;
    const std::optional<RecordStamp> stored = library_.stamp(current_key_);
    // Deleted there: it stays open here, and is stored again with its next change.
    if (!stored || stored == stamp_) return;
    if (unsaved_) {
        behind_ = true;
        return tell_behind();
    }
    // Nothing here is lost by following the other tab: the player sees the game as it is now.
    const std::string key_now = current_key_;
    if (open(key_now).empty())
        tell("This game was played on in another tab: this tab now shows it as saved there (" +
                 phase_text(session_.position().phase) + ").",
             false);
}

void GameKeeper::tell_behind() {
    if (notices_.showing() && notices_.showing()->serial == behind_notice_) return;  // on show already
    const std::optional<GameLibrary::Entry> there = library_.entry(current_key_);
    const std::string where = there ? " (it is at " + there->phase + " there)" : "";
    notices_.tell("This game was saved in another tab" + where +
                      ", so this tab's changes are not saved over it. Open the newer copy, or keep this tab's "
                      "game as a new game.",
                  Notices::Kind::Error,
                  {{"Open the newer copy", [this] { open_newer_copy(); }},
                   {"Keep this tab's as a new game", [this] { keep_as_new_game(); }}});
    behind_notice_ = notices_.showing()->serial;
}

void GameKeeper::open_newer_copy() {
    const std::string key = current_key_;
    if (open(key).empty()) tell("Opened the newer copy, as saved in the other tab.", false);
}

void GameKeeper::keep_as_new_game() {
    // A separate game now (as a copy is): the other tab's copy stays as that tab saved it.
    session_.change_record().id = platform_.random64();
    session_.change_record().name = session_.record().name + " (this tab)";
    now_open(new_key(), std::nullopt);
    library_.set_last_opened(current_key_);
    autosave();
    if (storage_error_.empty()) tell("Kept this tab's game as a new game, \"" + session_.record().name + "\".", false);
}

// ---- Links ----------------------------------------------------------------------------------------------

std::string GameKeeper::open_link(const std::string& text) {
    GameRecord g;
    GameLibrary::Entry linked;
    Session replayed(session_.rules());
    std::string error;
    if (Expected<GameRecord> game = decode_game(text)) {
        // A sealed string may still hold a record that does not replay. The game replayed is kept: a link is
        // replayed once.
        g = std::move(*game);
        error = library_.check(g, &linked, &replayed);
    } else {
        error = game.failure().message;
        const Expected<SavedPosition> p = decode_position(text);
        if (p) {
            g = GameRecord();
            g.name = "Position from a link";
            g.id = platform_.random64();
            g.start = p->position;
            g.pending = p->orders;
            g.settings.rules = p->rules;
            return take_from_link(g, "", nullptr);
        }
        if (text.find(kPositionLinkKey) != std::string::npos) error = p.failure().message;
    }
    if (!error.empty()) {
        tell("This could not be opened. " + error + " Your stored games are unchanged.");
        return error;
    }
    // Another copy of a game already stored (the next phase of a game played by link, say): ask. A game of another
    // variant is another game, whatever its id.
    if (const std::optional<GameLibrary::Entry> mine =
            library_.find_by_id(g.id, g.settings.rules.variant, current_key_)) {
        Session stored(session_.rules());
        const bool is_open = mine->key == current_key_;
        if (is_open || library_.open(mine->key, stored).empty()) {
            const Session& copy = is_open ? session_ : stored;  // the open game: as on screen, saved or not
            if (copy.record().sealed.on()) return check_sealed_link(copy, g, linked, *mine, text);
        }
        question_ = LinkQuestion{g, linked, *mine};
        question_game_.emplace(std::move(replayed));
        return "";
    }
    const std::string why = take_from_link(g, "", &replayed);
    if (why.empty() && linked.phases > 0) first_unseen_ = linked.phases - 1;  // what happened last
    return why;
}

// A link of a game with sealed orders: checked whole against this copy (sealed_link.h), then the computer seats'
// orders of its new phase thought again, then the player is asked.
std::string GameKeeper::check_sealed_link(const Session& copy, const GameRecord& linked,
                                          const GameLibrary::Entry& entry, const GameLibrary::Entry& stored,
                                          const std::string& text) {
    sealed::LinkCheck check = sealed::check_link(copy, linked);
    switch (check.verdict) {
        case sealed::LinkCheck::Verdict::Refused: {
            // Made by a newer release: the page offers to update itself, and opens the link again once it has.
            const PlayVersion ours;
            std::vector<Notices::Action> update;
            if (linked.version.rules > ours.rules ||
                (linked.version.rules == ours.rules && linked.version.bots > ours.bots))
                update.push_back({"Reload to update", [this, text] {
                                      const std::size_t at = text.find(kGameLinkKey);
                                      platform_.go_to_page(platform_.page_url() +
                                                           (at == std::string::npos ? std::string(kGameLinkKey) + text
                                                                                    : text.substr(at)));
                                  }});
            notices_.tell("This link was refused: " + check.why + " Your stored games are unchanged.",
                          Notices::Kind::Error, std::move(update));
            return check.why;
        }
        case sealed::LinkCheck::Verdict::NothingNew:  // the copy here keeps its seals
            open(stored.key);
            tell(entry.phases == stored.phases ? "This link is at the phase your copy has reached: nothing to update."
                                               : "This link is older than your copy: nothing to update.",
                 false);
            return "";
        case sealed::LinkCheck::Verdict::Take: break;
    }
    // (A phase played the earlier way has no chance of this version: its computers are not thought again.)
    auto computers = check.before_keys ? nullptr : std::make_unique<sealed::ComputersCheck>(check.expected);
    checking_.emplace(LinkBeingChecked{std::move(check.expected), entry, stored, std::move(computers)});
    if (!checking_->computers || checking_->computers->quick()) finish_link_check();
    else
        tell(
            "Checking this link: the computer players think their orders of its last phase again, to see that "
            "they are the ones its chance gives.",
            false);
    return "";
}

void GameKeeper::work() {
    if (!checking_) return;
    if (checking_->computers) checking_->computers->work(check_thinker_);
    if (!checking_->computers || checking_->computers->done()) link_checked();
}

void GameKeeper::finish_link_check() {
    if (!checking_) return;
    if (checking_->computers) checking_->computers->think_now();
    link_checked();
}

void GameKeeper::link_checked() {
    LinkBeingChecked c = std::move(*checking_);
    checking_.reset();
    std::string why = c.computers ? c.computers->verdict() : "";
    Session replayed(session_.rules());
    if (why.empty()) restore_session(c.expected, replayed, why);
    if (!why.empty()) {
        tell("This link was refused: " + why + " Your stored games are unchanged.");
        return;
    }
    question_ = LinkQuestion{std::move(c.expected), c.linked, c.stored};
    question_game_.emplace(std::move(replayed));
}

std::string GameKeeper::take_from_link(const GameRecord& linked, const std::string& replacing, Session* replayed) {
    GameRecord g = linked;
    std::string key = replacing;
    std::string error;
    const auto refused = [&] {
        tell("This link could not be stored: " + error + " Your stored games are unchanged.");
        return error;
    };
    std::optional<Session> own;
    if (!replayed && !restore_session(g, own.emplace(session_.rules()), error)) return refused();
    Session& game = replayed ? *replayed : *own;
    RecordStamp stamp;
    if (!replacing.empty()) {
        Session stored(session_.rules());  // which power this player plays stays as it was
        if (replacing == current_key_ || library_.open(replacing, stored).empty()) {
            const Session& mine = replacing == current_key_ ? session_ : stored;  // the open game: as on screen
            g.seats.me = mine.record().seats.me;
            g.seats.host = mine.record().seats.host;
            game.change_record().seats.link_role(g.seats.me, g.seats.host);
        }
        error = library_.replace(g, key, platform_.now_ms(), &game, &stamp);
    } else {
        key = new_key();
        error = library_.import(g, key, platform_.now_ms(), &game, &stamp);
    }
    if (!error.empty()) return refused();
    // The game as it was stored, without reading it back and replaying it again.
    session_.replace_with(std::move(game));
    library_.set_last_opened(key);
    opened(key, stamp);
    tell(replacing.empty() ? "Opened the game from the link." : "Updated from the link.", false);
    return "";
}

void GameKeeper::answer(LinkAnswer answer) {
    if (!question_) return;
    const LinkQuestion q = std::move(*question_);
    question_.reset();
    std::optional<Session> replayed = std::exchange(question_game_, std::nullopt);
    switch (answer) {
        case LinkAnswer::Update:
            if (take_from_link(q.game, q.stored.key, replayed ? &*replayed : nullptr).empty() &&
                q.linked.phases > q.stored.phases)
                first_unseen_ = q.stored.phases;  // the results the player has not seen yet, from the first
            break;
        case LinkAnswer::KeepBoth: {
            // With sealed orders the second copy is the link's public record: this player's seat and key stay with
            // their own copy alone, so that no two copies sign for one seat.
            GameRecord g = q.game.sealed.on() ? shared_record(q.game) : q.game;
            g.name += " (from a link)";
            Session* game = nullptr;  // the replayed game, when it is the one stored
            if (replayed && !q.game.sealed.on()) {
                replayed->change_record().name = g.name;
                game = &*replayed;
            }
            take_from_link(g, "", game);
            break;
        }
        case LinkAnswer::KeepMine: open(q.stored.key); break;
    }
}

// ---- The Games window -----------------------------------------------------------------------------------

void GameKeeper::rename(const std::string& key, const std::string& name) {
    if (key == current_key_) session_.change_record().name = name;  // saved with the next autosave
    else tell(library_.rename(key, name));
}

void GameKeeper::duplicate(const std::string& key) {
    autosave();  // the copy has everything up to now
    tell(library_.duplicate(key, new_key(), platform_.random64(), platform_.now_ms()));
}

void GameKeeper::remove(const std::string& key) {
    library_.remove(key);
    if (key != current_key_) return;
    const std::vector<GameLibrary::Entry> left = games();
    const auto next = std::find_if(left.begin(), left.end(), [](const GameLibrary::Entry& e) { return !e.newer; });
    if (next == left.end() || !open(next->key).empty()) new_sandbox();
}

// ---- Sharing --------------------------------------------------------------------------------------------

std::string GameKeeper::game_string() const {
    const GameRecord g = save_session(session_, platform_.now_ms());
    return encode_game(g.sealed.on() ? shared_record(g) : g);
}

std::string GameKeeper::game_link() const { return platform_.page_url() + std::string(kGameLinkKey) + game_string(); }

// The link a host sends: the game so far, without anyone's orders, for the players to open. With sealed orders,
// any copy sends it, and every copy that played the phase sends the same link: it holds no time, no seat, nothing of
// the phase being played and no secret key (shared_record).
std::string GameKeeper::shared_link(int phases) const {
    const GameRecord saved = save_session(session_, platform_.now_ms());
    GameRecord g = saved.sealed.on() && phases >= 0
                       ? sealed::shared_record_at(saved, static_cast<std::uint32_t>(phases))
                       : shared_record(saved);
    // The host's power, not a player's to pick (with sealed orders, the creator's seat is pinned to its key instead).
    if (!g.sealed.on() && session_.record().seats.me != kNoPower) g.seats.received[session_.record().seats.me] = true;
    return platform_.page_url() + std::string(kGameLinkKey) + encode_game(g);
}

std::string GameKeeper::orders_code() const {
    OrdersCode c;
    c.game_id = session_.record().id;
    c.phase = static_cast<std::uint32_t>(session_.game().history().size());
    c.power = session_.record().seats.me;
    c.orders = session_.orders(session_.record().seats.me);
    c.variant = session_.settings().rules.variant;
    if (c.power != kNoPower) c.preferences = preference_orders(session_.preferences(c.power), c.power);
    return encode_orders_code(c);
}

std::string GameKeeper::take_orders_code(const std::string& code) {
    const Expected<OrdersCode> code_read = decode_orders_code(code);
    if (!code_read) return code_read.failure().message;
    const OrdersCode& c = *code_read;
    if (!by_link(session_) || !session_.record().seats.host)
        return "Only the host of a game played by link takes orders codes.";
    if (c.power == session_.record().seats.me)
        return "That code is for your own power: write your orders on the map instead.";
    if (orders_gate_)
        if (std::string why = orders_gate_(c.power); !why.empty())
            return session_.map().power(c.power).name + ": " + why;
    return accept_orders_code(session_, c.power, c.phase, c.game_id, c.orders, c.variant, c.preferences);
}

}  // namespace dip
