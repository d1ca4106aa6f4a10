// A film recorded as a video (frontend/film/film_recording.h): its phases play in real time, one after another, each
// end held, the last longer; every frame after the first is handed to the recorder; then the video's name, once.
#include <catch2/catch.hpp>

#include "film_recording.h"

using namespace dip;

TEST_CASE("[Film] a recording plays its phases in real time, holds each end, and then names its file once") {
    FilmRecording rec;
    CHECK_FALSE(rec.active());
    rec.ask({{3, 5}, {"Spring", "Fall"}, "game.webm"});
    REQUIRE(rec.active());
    const CanvasRect map{0, 40, 800, 600};

    // The frame it was asked in shows the menu: not recorded, and the clock does not move.
    rec.advance(0.5f);
    rec.note(map);
    CHECK_FALSE(rec.take_capture());
    CHECK(rec.phase() == 3);
    CHECK(rec.time() == 0);

    int frames = 0;
    float seen_time = 0;
    auto frame = [&](float seconds) {
        rec.advance(seconds);
        if (!rec.active()) return;
        rec.note(map);
        const auto capture = rec.take_capture();
        REQUIRE(capture);
        CHECK(capture->y == 40);
        ++frames;
        if (rec.phase() == 3) seen_time = rec.time();
    };
    // One phase lasts PhaseFilm::kSeconds; a slow frame moves it no more than kLongestStep.
    frame(5.0f);
    CHECK(rec.time() == Approx(FilmRecording::kLongestStep / PhaseFilm::kSeconds));
    while (rec.active() && rec.phase() == 3) frame(0.05f);
    CHECK(seen_time == 1);  // the first phase's end was shown, held
    REQUIRE(rec.active());
    CHECK(rec.caption() == "Fall");
    const int at_second = frames;
    while (rec.active()) frame(0.05f);
    // The second phase and its longer hold, at 20 frames a second.
    CHECK(frames - at_second == Approx((PhaseFilm::kSeconds + FilmRecording::kHoldEnd) / 0.05f).margin(2));
    CHECK(rec.take_finished() == std::optional<std::string>("game.webm"));
    CHECK_FALSE(rec.take_finished());
}
