// The game being played in the page: its record (GameHeader: name, mode, seats, settings, tournament state, sealed
// rounds; and the Game of its phases), the orders being written for the current phase (an OrderSheet), and playing,
// undoing and loading. Who orders, thinks and plays what is table_policy.h's to say. No drawing and no platform
// code: the ImGui panels, the page's JavaScript API and the native tests all drive the same Session.
#pragma once

#include <array>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "failure.h"
#include "game.h"
#include "game_record.h"
#include "order_parser.h"
#include "order_sheet.h"
#include "preferences.h"
#include "press.h"
#include "promises.h"

namespace dip {

// Messages to computer seats that may wait for their round of talk at once (Session::send_message).
inline constexpr std::size_t kMaxHeldMessages = 8;

// How far this device is with the phase being written (never saved): the people done, the computer seats whose
// orders are in.
struct PhaseProgress {
    std::array<bool, kMaxPowers> computer_done{};  // computer seats whose orders are in for this phase
    bool people_done = false;                      // the people are done with this phase
    std::array<bool, kMaxPowers> decided{};        // powers whose orders this phase their preferences gave
    bool computers_talked = false;                 // the computer seats' round of talk was held (computer_talk.h)
    // What people said to computer seats while the round was still to be held: sent once it is (send_held).
    std::vector<Message> held;  // at most kMaxHeldMessages
    Message unsent;             // the last of them that could not be sent then (unsent_why says why)
    std::string unsent_why;     // "" when every one went
};

class Session {
public:
    // A session on this map; its games follow the settings given to new_game() or configure().
    explicit Session(const Rules& rules);

    const Rules& rules() const { return *rules_; }
    const Map& map() const { return rules_->map(); }
    const Game& game() const { return game_; }
    const Position& position() const { return game_.current(); }  // the position orders are written for
    const GameSettings& settings() const { return record_.settings; }
    // The game's record besides its phases. Changed through change_record(), which counts the change as worth
    // saving (revision()), and with `game_changes` as a change of the game under the orders too (game_revision():
    // a seat's civil disorder, a vote). Its settings change through configure() alone.
    const GameHeader& record() const { return record_; }
    GameHeader& change_record(bool game_changes = false) {
        ++revision_;
        if (game_changes) ++game_revision_;
        return record_;
    }
    // Over by the board (a solo, the end year or turn limit) or by a vote that passed.
    bool over() const { return end().kind != EndKind::None; }
    GameEnd end() const { return end_of(*rules_, game_, record_.tournament); }
    // Increases with every change worth saving (orders, phases, names, turns).
    std::uint64_t revision() const { return revision_; }
    // Increases when the game under the orders changes: a phase played or taken back, another game or position,
    // an edit, a vote, a seat handed over. The page follows it (what it shows, the order being written).
    std::uint64_t game_revision() const { return game_revision_; }

    // ---- Orders for the current phase -------------------------------------------------------------------
    // One order per unit (by the province it stands in, or was dislodged from), one build per province, and
    // waives counted per power (sheet()). A new order for a unit replaces its old one.
    void set_order(const Order& o);
    void remove_order(Province where);
    void remove_waive(Power power);
    // Formal Diplomacy's power orders (declarations of war, surrenders, spheres of influence) name no unit:
    // each is kept once, in the order written.
    void remove_power_order(const Order& o);
    void clear_orders(Power power = kNoPower);  // one power's orders, or everyone's
    const OrderSheet& sheet() const { return sheet_; }
    std::vector<Order> orders(Power power = kNoPower) const;  // by power, then in the order written

    // ---- Preferences (docs/RULES.md, "Preferences") -----------------------------------------------------
    // Given with a movement phase's orders: where each unit retreats if dislodged, and the winter list. They
    // stand through the retreat and adjustment phases after it, where they write the orders of every power they
    // decide for (progress().decided: those powers are not asked), and go when the next movement phase begins.
    // With sealed orders they are sealed and opened with the orders (sealed_orders.h). Gone with an undo.
    const Preferences& preferences(Power power) const { return preferences_[power]; }
    void set_preferences(Power power, Preferences preferences);

    // ---- Press (docs/PRESS.md) --------------------------------------------------------------------------
    // What the powers said to each other, in the order sent. Kept with the game (GameHeader::press); an undo takes
    // back the messages of the phases it takes back; a new game or position starts with none.
    const Press& press() const { return record_.press; }
    // Sends a message in the current phase: "" or why not (check_message's reason). Who may speak for which power
    // is the caller's to decide. A proposal or a question made to a computer seat is answered at once
    // (bot/press/negotiator.h), as every device replaying the game would answer it; not before the computer seats'
    // round of talk of the phase is held (computer_talk.h), so that its deals are in force when they answer: until
    // then it is checked and held (progress().held, never saved), and send_held sends it once the round is in.
    std::string send_message(const Message& m);
    // Sends the messages held for the computer seats' round of talk, once it is held; what cannot go then is told
    // in progress().unsent_why.
    void send_held();
    // Adds a message as said, checked as any message and answered by nobody here: send_message's first step, and
    // how the computer seats' round of talk (computer_talk.h), thought elsewhere with its answers, is taken in.
    // "" or why not.
    std::string record_message(const Message& m);
    // Why the message may not be said now ("" if it may): the game is over, or check_message refuses it.
    std::string message_refusal(const Message& m) const;
    // The computer seats' round of talk of this phase has been held (computer_talk.h); their orders wait for it.
    void set_computers_talked() { progress_.computers_talked = true; }

    // ---- Playing ----------------------------------------------------------------------------------------
    // Adjudicates the current phase with the orders written, moves on, and clears the orders. Once the game
    // is over nothing is played (the last result comes back).
    const PhaseResult& adjudicate();
    // Plays the phase with exactly these orders, as given (two for one unit, two builds in one place...),
    // not the orders written on the board. For demonstrations that must match the engine's text results.
    const PhaseResult& adjudicate(const std::vector<Order>& orders);
    // Takes back the last phase or edit. The phase's orders come back as the orders being written (and by
    // link, the powers that had sent them count as received), so they can be changed and played again; the
    // phase can also be played again as it was (redo). False at the start of the game, and in games with sealed
    // orders (a phase every player's copy played cannot be taken back on one).
    bool undo();
    // Plays again the phase (or edit) undone last, with the orders it had then. False when there is none:
    // playing or editing anything else forgets what was undone.
    bool redo();
    bool can_redo() const { return !undone_.empty(); }
    // The powers with a decision to make now: units to order, units to retreat, builds or removals due.
    std::vector<Power> powers_to_order() const;
    // Hot seat: the current power has finished: hand over to the next; after the last, the phase is adjudicated.
    // Returns true when it adjudicated.
    bool hotseat_done();
    // Hot seat: the person at the device has confirmed who they are (not a change worth saving: never saved).
    void hotseat_reveal() { record_.seats.hotseat_revealed = true; }

    // ---- Computer players (docs/BOTS.md) ----------------------------------------------------------------
    // A computer seat's orders come from dip::bot with the game's id as the seed, so every device replaying the
    // game agrees. When the people have written their orders (set_ready()), the computers think (think_step(),
    // or set_computer_orders() with orders thought elsewhere) and the phase is played (play_if_ready()).
    const PhaseProgress& progress() const { return progress_; }
    // Hands a seat to the computer at a level (its civil disorder ends), or back to a person (nullopt).
    void set_computer(Power p, std::optional<bot::Level> level);
    // A computer seat's orders for this phase: they replace any written for it.
    void set_computer_orders(Power p, const std::vector<Order>& orders);
    // The people are done: the phase is played once the computers' orders are in.
    void set_ready() { progress_.people_done = true; }
    // Plays the phase when ready() and every computer's orders are in. True when it played.
    bool play_if_ready();
    // A phase where no person has a decision is made ready by itself (plays_itself(), table_policy.h), and played
    // when its computers are done. At most `max_phases` are played here, so a game of computers alone cannot loop
    // without end (nor a hot-seat game whose people are all out); returns how many.
    int autoplay(int max_phases);

    // ---- Loading and starting ---------------------------------------------------------------------------
    void new_game(PlayMode mode = PlayMode::Sandbox);
    void new_game(PlayMode mode, const GameSettings& settings);
    // Sets the rules and scoring for the game restored or loaded next. New rules restart the current game
    // from its start position.
    void configure(const GameSettings& settings);
    // Becomes `other`, a session built aside (an atomic restore, see save.h); counted as a change, so the
    // revision only grows.
    void replace_with(Session&& other);
    // Becomes the game of a record (replayed on its settings' rules), its orders being written those of the
    // record. False, with why, when it does not replay; then this session may be half changed (save.h's
    // restore_session() builds one aside).
    bool restore(const GameRecord& g, std::string& error);
    // A position in the position format; its orders become the orders being written. "" or an error.
    std::string load_position_text(std::string_view text);
    // A game as text: a starting position, then "---" and the orders of each phase played in turn; the last
    // block's orders are left to be written (docs/POSITION_FORMAT.md, scenarios). "" or an error.
    // `last_orders`, if given, receives the last phase's orders exactly as written.
    std::string load_game_text(std::string_view text, std::vector<Order>* last_orders = nullptr);
    // Sandbox editing: replaces the current position (kept in the history so the game still replays exactly).
    // "" or why not (a game holds at most kMaxPhases phases and edits).
    std::string edit_position(const Position& edited);

private:
    void game_changed() { ++revision_, ++game_revision_; }
    void reset_orders();  // a new phase: no orders written or arrived, the hand-overs start again
    // A retreat or adjustment phase: marks the powers the preferences decide for, and writes their orders (when
    // restoring, only for a power the record has none for, as a link's: the orders saved are the phase's as it
    // stood).
    void apply_preferences(bool write_orders = true);
    std::shared_ptr<const Rules> shared_rules() const { return rules_; }
    friend class SliceThinker;

    std::shared_ptr<const Rules> rules_;
    GameHeader record_;  // the game's name, mode, seats, settings, tournament state, sealed rounds
    Game game_;
    OrderSheet sheet_;                 // the orders being written for the current phase
    std::vector<PlayedPhase> undone_;  // phases taken back, the last one last (redo)
    PhaseProgress progress_;
    std::array<Preferences, kMaxPowers> preferences_;
    std::uint64_t revision_ = 0;
    std::uint64_t game_revision_ = 0;
};

// ---- Questions and changes over a session -------------------------------------------------------------------

// The people are done with the phase and the game goes on.
inline bool ready(const Session& s) { return s.progress().people_done && !s.over(); }
// How the game ended, in a line for players ("" while it goes on). Formal Diplomacy is won on points.
inline std::string end_text(const Session& s) { return end_text(s.rules(), s.position(), s.end()); }
// The score table: final once the game is over, provisional before.
std::vector<ScoreLine> scores(const Session& s);
// Adjustments: the builds (waives count as builds) or removals `power` has not written yet, out of those due; 0
// when none are left or none were due.
int adjustments_left(const Session& s, Power power);
// Reads orders written one per line, "Power: order" (or just the order when `power` is given); blank lines and
// "#" comments are skipped. Each good line sets its order; each bad one gives a failure naming its line.
std::vector<Failure> set_orders_text(Session& s, std::string_view text, Power power = kNoPower);
// The same reading without setting anything: each good line's order (its power set) is added to `out`.
std::vector<Failure> read_orders_text(std::string_view text, PhaseKind phase, const Map& map, Power power,
                                      std::vector<Order>& out);
// The orders as "Power: order" lines.
std::string orders_text(const Session& s, Power power = kNoPower);
// A draw or concession vote: "" and the outcome, or why it may not be held now. A passed vote ends the game; a
// failed one says only that it failed.
std::string hold_vote(Session& s, const VoteProposal& p, const std::array<Ballot, kMaxPowers>& ballots,
                      VoteOutcome& out);
// Puts a power in civil disorder or takes it out (a change of the game under the orders).
void set_civil_disorder(Session& s, Power p, bool on);
// A tournament round's call time ends the game where it stands: the centres of the last Fall completed (the
// position's owners change only when a Fall is over), scored as a time limit. Nothing when it is over already.
void call_time(Session& s);
// The host takes a player's orders code of `variant`: the power's orders replace any it had, and so do its
// preferences (preference_orders; a movement phase's only). "" or why not: a code of another game, phase or board
// (checked before its power or orders are used), or another power's orders or preferences.
std::string accept_orders_code(Session& s, Power power, std::uint32_t phase, std::uint64_t game_id,
                               const std::vector<Order>& orders, Variant variant,
                               const std::vector<Order>& preferences = {});

// The game's id; with sealed orders, the phase's chance, drawn from the salts of the seats that counted once who
// counts is settled (sealed_play.h): before that (chance_known() false) the computer seats do not think.
std::uint64_t computer_seed(const Session& s);
bool chance_known(const Session& s);
// The computer's choice for `power` now, at `level`: for computer seats, and as a suggestion to a person.
std::vector<Order> computer_choice(const Session& s, Power power, bot::Level level);
// Thinks up every missing computer order here and now (slow for Normal and Hard: see computer_thinker.h).
void think_now(Session& s);
// What the computer players read of the game: friend and foe from its moves and its promises kept and broken, and
// what the deals in force bind each power to now (the deals themselves, for a think request).
bot::Relations computer_relations(const Session& s);
Commitments commitments_now(const Session& s);
std::vector<Message> deals_now(const Session& s);

}  // namespace dip
