// Who may order, see and undo what at a game: the one place that answers, for each way to sit at a game (the
// sandbox, a hot-seat group's device, a player's own copy by link, a game master, a table screen, a spectator).
// The panels, the map, the dialogs and the scripting API ask a TablePolicy; none of them decides by the game's
// mode. A new way to sit at a game is a new Viewer kind and its answers here (docs/TABLE.md).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "session.h"

namespace dip {

// ---- The seats of this device's game --------------------------------------------------------------------
// Who orders, thinks and plays on the device that holds the game, as its mode and seats say. Session asks these
// when it plays a phase; TablePolicy answers a viewer's questions from them.

// The game's mode: several people share this device (hot seat); each copy of the game has its seat (by link).
bool hot_seat(const Session& s);
bool by_link(const Session& s);
// The seats of a new game in `mode`: in hot seat the powers people play (`players`); by link, the host's copy
// playing `me`; in the sandbox one person plays every power.
Seats new_seats(PlayMode mode, const std::array<bool, kMaxPowers>& players, Power me);
// "Sandbox", "Hot seat", "By link": how a game is played, as the page names it; a hot-seat game of one person
// against computers is "Against the computer".
std::string mode_name(PlayMode mode, bool against_computer = false);

// Powers a person decides for in this phase (all but the computer seats; in hot seat, the powers played).
std::vector<Power> people_to_order(const Session& s);
// Computer seats with a decision in this phase whose orders are not in yet, in power order: none on a copy that
// does not play the phases, nor before a sealed phase's chance is known.
std::vector<Power> computers_to_think(const Session& s);
// Hot seat: the power whose turn it is to write orders, or kNoPower when everyone is done.
Power hotseat_power(const Session& s);
// Hot seat: the powers played by a person.
int people(const Session& s);
// Hot seat: the power at the device has confirmed who they are, so their orders may be shown. With one person at
// the device (the others computers or holding), there is nobody to hide orders from.
bool hotseat_revealed(const Session& s);
// This copy plays phases and the computer seats: the host's, or any copy when orders are sealed.
bool plays_phases_here(const Session& s);
// A phase in which no person has a decision plays itself (Session::autoplay()): in hot seat always; by link on the
// copy that plays phases (a retreat or winter the preferences decided needs no exchange of codes); in the sandbox
// once the game has computer seats.
bool plays_itself(const Session& s);
// A game against the computer, as the player chose it: one person at the device, the other powers computers.
bool against_computer(const Session& s);
bool against_computer(const GameHeader& record, int power_count);

// Who is looking at a game.
struct Viewer {
    enum class Kind : std::uint8_t {
        Device,       // whoever sits at this device, as the game is set up here (resolved by TablePolicy)
        Seat,         // one power's player, on a device of their own
        GameMaster,   // runs a table's game: plays its phases and holds its votes, writes no orders, sees none
                      // before the phase is played
        TableScreen,  // the screen the whole table sees: the board, the phase, who has handed in; nothing private
        Spectator,    // follows the game: what has been played, nothing of the phase being written
    };
    Kind kind = Kind::Device;
    Power seat = kNoPower;  // Seat: the power played

    static Viewer device() { return {}; }
    static Viewer player(Power p) { return {Kind::Seat, p}; }
    static Viewer game_master() { return {Kind::GameMaster, kNoPower}; }
    static Viewer table_screen() { return {Kind::TableScreen, kNoPower}; }
    static Viewer spectator() { return {Kind::Spectator, kNoPower}; }
};

// The answers for one viewer of one game, as the game stands when asked (build one where it is needed: it is
// cheap, and it reads the session, so it never lags behind it). "Now" is the phase being written; phases played
// are public to every viewer.
class TablePolicy {
public:
    explicit TablePolicy(const Session& session, Viewer viewer = Viewer::device());

    // ---- Orders of the phase being written -------------------------------------------------------------
    // May write, change or remove `p`'s orders now (not once they are sealed, nor after the game's end).
    bool may_order(Power p) const;
    // May see `p`'s orders written so far: one's own (sealed or not), every power's in the sandbox.
    bool sees_orders_of(Power p) const;
    // Sees every power's orders (the sandbox): what is written may be shown or exported whole.
    bool sees_every_power() const { return all_; }
    // The one power whose orders this viewer writes and sees now (kNoPower: none, or every power).
    Power own_power() const { return all_ ? kNoPower : seat_; }
    // The orders written so far that this viewer may see, by power then as written.
    std::vector<Order> visible_orders() const;
    // The same as "Power: order" lines.
    std::string visible_orders_text() const;
    // A hot-seat device between two players: nothing of the phase being written may show until the next one
    // says who they are (the board shows only the position).
    bool hand_over() const { return hand_over_; }
    // Several people share this device and take turns at it (hot seat with two or more): secret ballots are
    // handed round too.
    bool shared_device() const;
    // A copy opened from a link whose player has not yet said which power they play: that comes first.
    bool must_choose_seat() const;
    // A vote's ballots are handed to each voter in turn at this device, unseen by the others: everywhere but a
    // hot-seat game of one person against the computer, where nobody else is there.
    bool secret_ballots() const;
    // Offers, with a movement phase's orders, the retreat and winter preferences (docs/RULES.md, "Preferences"):
    // where the phases after it would cost another exchange of codes (by link) or hand-over (hot seat of two or
    // more people). With sealed orders they are sealed with the orders.
    bool offers_preferences() const;
    // Hot seat: the power whose turn it is at the device (kNoPower: none, or not hot seat).
    Power turn() const;

    // ---- Press (docs/PRESS.md) -----------------------------------------------------------------------------
    // May send messages as `p` now: one's own power (any in the sandbox) while its orders may be written; never
    // for a computer seat, which speaks for itself, nor by link, where messages do not travel.
    bool may_talk_as(Power p) const;
    // Sees what `a` and `b` said to each other: every conversation in the sandbox, one's own elsewhere.
    bool sees_conversation(Power a, Power b) const;
    // The press whose promises this viewer may read in a phase's account, for the power given to tell_phase:
    // all of them in the sandbox, its own power's elsewhere, none (null) when no power's player is at the device
    // (a hot-seat device between two players, a table screen, a spectator).
    const Press* promises_told() const { return all_ || seat_ != kNoPower ? &session_.press() : nullptr; }

    // ---- Playing the game ------------------------------------------------------------------------------
    // May play the phase (adjudicate, or end one's turn at a hot-seat device); playing may still wait for
    // orders, openings or computers.
    bool may_play_phase() const;
    // This device thinks for the computer seats (the copy that plays phases).
    bool thinks_for_computers() const;
    // May take back the last phase played, and redo it (never where every player's copy played it).
    bool may_undo() const;
    // May edit the board (the sandbox's editor).
    bool may_edit_board() const;
    // May put another position or game in place of this one ("Position as text", Load): the sandbox.
    bool may_replace_game() const;
    // May hold a draw or concession vote, and change who plays a seat (civil disorder, hand a seat to the
    // computer): where this device's record is the game's, so the change is not one copy's alone.
    bool may_hold_vote() const;
    bool may_change_seats() const { return may_hold_vote(); }
    // Shows the panel of play by link (codes, links, whose orders are in): a copy of a game by link.
    bool shows_link_panel() const;
    // Shows, for a phase played, the link of the game as it was after it (for a copy further behind): a copy of a
    // game by link with sealed orders, where any copy makes the links.
    bool shows_past_links() const { return shows_link_panel() && session_.record().sealed.on(); }
    // By link without sealed orders: the phase waits for the players' orders codes, and the host is asked before
    // playing it without some.
    bool waits_for_orders_codes() const { return shows_link_panel() && !session_.record().sealed.on(); }
    // Sees whose orders are in (handed in, sealed, arrived): public at every table.
    bool sees_handed_in() const { return true; }

    const Viewer& viewer() const { return viewer_; }

private:
    bool present() const;       // the game goes on: there is a phase being written
    bool plays_phases() const;  // this viewer's device plays the game's phases

    const Session& session_;
    Viewer viewer_;
    bool all_ = false;        // sees and orders every power (the sandbox)
    Power seat_ = kNoPower;   // the power whose orders are this viewer's
    bool hand_over_ = false;  // a hot-seat device waiting for the next player
};

}  // namespace dip
