// The game being played in the page: the game record, the orders being written for the current phase (kept in an
// OrderSheet), and who plays and sees what (Seats: hot seat's turns, a copy's power by link). No drawing and no
// platform code: the ImGui panels, the page's JavaScript API and the native tests all drive the same Session.
#pragma once

#include <array>
#include <string>
#include <string_view>
#include <vector>

#include <memory>

#include "computer_seats.h"
#include "game.h"
#include "order_parser.h"
#include "order_sheet.h"
#include "sealed_play.h"
#include "seats.h"
#include "tournament.h"

namespace dip {

enum class PlayMode : std::uint8_t {
    Sandbox,  // one person orders every power and may edit the board
    HotSeat,  // several people share one device; each power orders in turn, unseen by the others
    ByLink,   // players far apart: each sends their orders as a code; the host plays the phase and sends a link
};

// What is chosen when a game is created and stored with it: the rules (standard or Formal Diplomacy, end
// conditions), how the game is scored, and which powers the computer plays.
struct GameSettings {
    RuleSettings rules;
    Scoring scoring = Scoring::CDiplo;
    ComputerSeats computers{};  // powers played by the computer, and how well
    friend bool operator==(const GameSettings&, const GameSettings&) = default;
};

struct TextError {
    int line = 0;         // 1-based line of the text
    std::string message;  // what is wrong, naming the offending token
};

class Session {
public:
    // A session on this map; its games follow the settings given to new_game() or configure().
    explicit Session(const Rules& rules);

    const Rules& rules() const { return *rules_; }
    const Map& map() const { return rules_->map(); }
    const GameSettings& settings() const { return settings_; }
    const Game& game() const { return game_; }
    const Position& position() const { return game_.current(); }  // the position orders are written for
    PlayMode mode() const { return mode_; }
    // Over by the board (a solo, the end year or turn limit) or by a vote that passed.
    bool over() const { return end().kind != EndKind::None; }
    GameEnd end() const;
    // How the game ended, in a line for players ("" while it goes on). Formal Diplomacy is won on points.
    std::string end_text() const;
    // Increases with every change worth saving (orders, phases, names, turns).
    std::uint64_t revision() const { return revision_; }
    // Increases when the game under the orders changes: a phase played or taken back, another game or position,
    // an edit, a vote, a seat handed over. The page follows it (what it shows, the order being written).
    std::uint64_t game_revision() const { return game_revision_; }

    // ---- Identity ---------------------------------------------------------------------------------------
    const std::string& name() const { return name_; }
    void set_name(std::string name) {
        name_ = std::move(name);
        ++revision_;
    }
    std::uint64_t id() const { return id_; }  // shared by every copy of the game
    void set_id(std::uint64_t id) {
        id_ = id;
        ++revision_;
    }

    // ---- Orders for the current phase -------------------------------------------------------------------
    // One order per unit (by the province it stands in, or was dislodged from), one build per province, and
    // waives counted per power. A new order for a unit replaces its old one.
    void set_order(const Order& o);
    void remove_order(Province where);
    void remove_waive(Power power);
    // Formal Diplomacy's power orders (declarations of war, surrenders, spheres of influence) name no unit:
    // each is kept once, in the order written.
    void remove_power_order(const Order& o);
    void clear_orders(Power power = kNoPower);  // one power's orders, or everyone's
    const Order* order_at(Province where) const { return sheet_.at(where); }
    std::vector<Order> orders(Power power = kNoPower) const;  // by power, then in the order written
    int waives(Power power) const { return sheet_.waives(power); }
    // Adjustments: the builds (waives count as builds) or removals the power has not written yet, out of
    // those due; 0 when none are left or none were due.
    int adjustments_left(Power power) const;

    // Reads orders written one per line, "Power: order" (or just the order when `power` is given); blank
    // lines and "#" comments are skipped. Each good line sets its order; each bad one gives an error.
    std::vector<TextError> set_orders_text(std::string_view text, Power power = kNoPower);
    // The orders as "Power: order" lines.
    std::string orders_text(Power power = kNoPower) const;

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

    // ---- Loading and starting ---------------------------------------------------------------------------
    void new_game(PlayMode mode = PlayMode::Sandbox);
    void new_game(PlayMode mode, const GameSettings& settings);
    // Sets the rules and scoring for the game restored or loaded next. New rules restart the current game
    // from its start position.
    void configure(const GameSettings& settings);
    // Becomes `other`, a session built aside (an atomic restore, see save.h); counted as a change, so the
    // revision only grows.
    void replace_with(Session&& other);
    // Puts back a game from its record (see save.h).
    void restore(Game game, PlayMode mode, const std::array<bool, kMaxPowers>& players, std::uint64_t id,
                 std::string name);
    // A position in the position format; its orders become the orders being written. "" or an error.
    std::string load_position_text(std::string_view text);
    // A game as text: a starting position, then "---" and the orders of each phase played in turn; the last
    // block's orders are left to be written (docs/POSITION_FORMAT.md, scenarios). "" or an error.
    // `last_orders`, if given, receives the last phase's orders exactly as written.
    std::string load_game_text(std::string_view text, std::vector<Order>* last_orders = nullptr);

    // ---- Sandbox editing --------------------------------------------------------------------------------
    // Replaces the current position (kept in the history so the game still replays exactly). "" or why not
    // (a game holds at most kMaxPhases phases and edits).
    std::string edit_position(const Position& edited);

    // ---- Hot seat ---------------------------------------------------------------------------------------
    // Which powers people play; the others hold, disband and waive (civil disorder).
    void set_players(const std::array<bool, kMaxPowers>& played) {
        seats_.played = played;
        seats_.hotseat_turn = 0;
        seats_.hotseat_revealed = false;
    }
    bool played(Power p) const { return seats_.played[p]; }
    // The power whose turn it is to write orders, or kNoPower when everyone is done.
    Power hotseat_power() const;
    // The power at the device has confirmed who they are: their orders may be shown.
    // With one person at the device (the others computers or holding), there is nobody to hide orders from.
    bool hotseat_revealed() const { return seats_.hotseat_revealed || people() <= 1; }
    int people() const;  // powers played by a person in hot seat
    void hotseat_reveal() { seats_.hotseat_revealed = true; }
    // The current power has finished: hand over to the next; after the last, the phase is adjudicated.
    // Returns true when it adjudicated.
    bool hotseat_done();
    // Plays hot-seat phases in which no power played by a person has a choice (the others hold, disband and
    // waive), at most `max_phases` of them: when every played power is out of the game, every phase would
    // play itself and the game might never end. Returns how many phases were played.
    int hotseat_autoplay(int max_phases) { return autoplay(max_phases); }
    int hotseat_turn() const { return seats_.hotseat_turn; }
    // A turn from a save string. Just past the last person means the people are done (saved while the
    // computers thought): the phase waits only for the computers. Any later one (a damaged string) starts the
    // hand-overs again. Either way the game has a way on.
    void set_hotseat_turn(int turn);

    // ---- Computer players (docs/BOTS.md) ----------------------------------------------------------------
    // A computer seat's orders come from dip::bot with the game's id as the seed, so every device replaying the
    // game agrees. When the people have written their orders (ready()), the computers think (think_step(), or
    // set_computer_orders() with orders thought elsewhere) and the phase is played (play_if_ready()).
    bool computer(Power p) const { return settings_.computers.computer(p); }
    std::optional<bot::Level> computer_level(Power p) const { return settings_.computers.level(p); }
    // Hands a seat to the computer at a level (its civil disorder ends), or back to a person (nullopt).
    void set_computer(Power p, std::optional<bot::Level> level);
    // The game's id; with sealed orders, the phase's chance, drawn from the salts of the seats that counted once
    // who counts is settled (sealed_play.h): before that the computer seats do not think.
    std::uint64_t computer_seed() const;
    // The computer's choice for `power` now, at `level`: for computer seats, and as a suggestion to a person.
    std::vector<Order> computer_choice(Power power, bot::Level level) const;
    // Computer seats with a decision in this phase whose orders are not in yet, in power order.
    std::vector<Power> computers_to_think() const;
    // A computer seat's orders for this phase: they replace any written for it.
    void set_computer_orders(Power p, const std::vector<Order>& orders);
    // Powers a person decides for in this phase (all but the computer seats; in hot seat, the powers played).
    std::vector<Power> people_to_order() const;
    // The people are done: the phase is played once the computers' orders are in.
    void set_ready() { ready_ = true; }
    bool ready() const { return ready_ && !over(); }
    // Thinks up every missing computer order here and now (slow for Normal and Hard: see computer_thinker.h).
    void think_now();
    // Plays the phase when ready() and every computer's orders are in. True when it played.
    bool play_if_ready();
    // A phase where no person has a decision is made ready by itself (every mode, once the game has computer
    // seats; in hot seat always), and played when its computers are done. At most `max_phases` are played
    // here, so a game of computers alone cannot loop without end; returns how many.
    int autoplay(int max_phases);

    // ---- Tournament play --------------------------------------------------------------------------------
    // A power in civil disorder (its player gone): its orders are ignored, so its units hold, its dislodged
    // units disband and its removals follow the civil-disorder rule.
    bool civil_disorder(Power p) const { return civil_disorder_[p]; }
    void set_civil_disorder(Power p, bool on) {
        civil_disorder_[p] = on;
        game_changed();
    }
    // A draw or concession vote: "" and the outcome, or why it may not be held now. A passed vote ends the
    // game; a failed one says only that it failed.
    std::string hold_vote(const VoteProposal& p, const std::array<Ballot, kMaxPowers>& ballots, VoteOutcome& out);
    // Votes held in the current phase (at most one per movement phase).
    int votes_this_phase() const { return vote_phase_ == static_cast<int>(game_.history().size()) ? 1 : 0; }
    // The vote record, for saving: the phase of the last vote (-1: none) and the end it brought, if any.
    int vote_phase() const { return vote_phase_; }
    const GameEnd& voted_end() const { return voted_end_; }
    void set_vote_record(int phase, const GameEnd& end) {
        vote_phase_ = phase;
        voted_end_ = end;
        game_changed();
    }
    // The score table: final once the game is over, provisional before.
    std::vector<ScoreLine> scores() const;

    // ---- By link ----------------------------------------------------------------------------------------
    // Which power this copy of the game plays (kNoPower: none), and whether it is the host's copy, which
    // collects everyone's orders codes and plays the phase.
    Power me() const { return seats_.me; }
    bool host() const { return seats_.host; }
    void set_link_role(Power me, bool host) {
        seats_.me = me;
        seats_.host = host;
        ++revision_;
    }
    // The host takes a player's orders code of `variant`: the power's orders replace any it had. "" or why not: a
    // code of another game, phase or board (checked before its power or orders are used), or another power's orders.
    std::string accept_orders_code(Power power, std::uint32_t phase, std::uint64_t game_id,
                                   const std::vector<Order>& orders, Variant variant);
    // Powers whose orders have arrived this phase (by link).
    bool received(Power p) const { return seats_.received[p]; }
    void set_received(Power p, bool r) {
        seats_.received[p] = r;
        ++revision_;
    }
    // Sealed orders (sealed_play.h, docs/FAIR_PLAY.md): every copy collects the seals and openings and may play
    // the phase, so there is no host. Changed through GameKeeper's sealed-orders calls.
    const SealedPlay& sealed() const { return sealed_; }
    SealedPlay& change_sealed() {
        ++revision_;
        return sealed_;
    }
    // This copy plays phases and the computer seats: the host's, or any copy when orders are sealed.
    bool plays_phases() const { return seats_.host || sealed_.on(); }

private:
    bool chance_known() const;
    void game_changed() { ++revision_, ++game_revision_; }
    void reset_orders();  // a new phase: no orders written or arrived, the hand-overs start again
    void clear_votes();
    std::shared_ptr<const Rules> shared_rules() const { return rules_; }
    friend class SliceThinker;

    std::shared_ptr<const Rules> rules_;
    GameSettings settings_;
    Game game_;
    PlayMode mode_ = PlayMode::Sandbox;
    OrderSheet sheet_;                 // the orders being written for the current phase
    std::vector<PlayedPhase> undone_;  // phases taken back, the last one last (redo)
    Seats seats_;                      // who plays and sees what
    std::uint64_t revision_ = 0;
    std::uint64_t game_revision_ = 0;
    std::string name_;
    std::uint64_t id_ = 0;
    SealedPlay sealed_;
    std::array<bool, kMaxPowers> computer_done_{};  // computer seats whose orders are in for this phase
    bool ready_ = false;                            // the people are done with this phase
    std::array<bool, kMaxPowers> civil_disorder_{};
    int vote_phase_ = -1;  // history size when the last vote was held
    GameEnd voted_end_;    // a passed vote's end
};

// A game against the computer, as the player chose it: one person at the device, the other powers computers.
inline bool against_computer(const Session& s) {
    return s.mode() == PlayMode::HotSeat && s.people() <= 1 && s.settings().computers.any();
}

}  // namespace dip
