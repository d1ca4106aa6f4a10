// Which phase the map shows, and the clock of its animation. The present phase (orders being written) has no
// film; a played phase is shown at a time from 0 (the position its orders were given in, with the orders) to 1
// (the position that followed, with the results), and plays from one to the other on request: after each
// adjudication, or with the player's play, step and skip. A player who asks the browser for reduced motion sees
// each phase at its end at once, never moving. The page draws frames only while a film plays.
#pragma once

#include <span>

namespace dip {

class PhaseFilm {
public:
    static constexpr float kSeconds = 2.4f;  // one phase at speed 1
    // A frame slower than this moves the clock only this far, so that a slow machine still shows the motion.
    static constexpr float kLongestStep = 0.1f;

    // -1: the present phase; else the index of the played phase shown.
    int shown() const { return shown_; }
    bool showing_past() const { return shown_ >= 0; }
    // Shows a phase (or the present, -1) at rest at its start.
    void show(int index);
    // Shows a played phase and plays it from its start.
    void play_from_start(int index);
    // Plays the phases from `first` to `last` one after another, as a film of the game (a link that brought
    // several phases; "Play on" from the phase shown to the last one played).
    void play_through(int first, int last);
    bool playing_through() const { return playing_ && through_ > shown_; }

    float time() const { return time_; }
    bool playing() const { return playing_; }
    bool at_end() const { return time_ >= 1; }
    void play();  // from where it is; from the start again if at the end
    void pause() { playing_ = false; }
    // To the next of `stops` (ascending, the last 1), paused there.
    void step(std::span<const float> stops);
    void skip();         // to the end, paused
    void seek(float t);  // to a moment (0 to 1), paused

    // Speed: 0.5, 1 or 2 times; cycle() goes to the next.
    float speed() const { return speed_; }
    void cycle_speed() { speed_ = speed_ >= 2 ? 0.5f : speed_ * 2; }
    void set_reduced_motion(bool on) { reduced_motion_ = on; }
    bool reduced_motion() const { return reduced_motion_; }

    // Moves the clock on by `seconds` of real time while playing; stops at the end (of the last phase of a film
    // of several, going on from each phase's end to the next one's start).
    void advance(float seconds);
    // Whether the page must draw another frame for the film: while it plays.
    bool needs_frames() const { return playing_; }

private:
    int shown_ = -1;
    int through_ = -1;  // the last phase a film of several phases plays to
    float time_ = 0;
    bool playing_ = false;
    float speed_ = 1;
    bool reduced_motion_ = false;
};

}  // namespace dip
