// A frame reads its input up to the first release of something pressed in that frame, so that every press is
// seen down for a frame whatever the frame rate (a quick click, tap or shortcut).
#include <catch2/catch.hpp>

#include "frame_input.h"

using dip::events_for_this_frame;
using dip::InputEvent;
using Kind = InputEvent::Kind;
using Device = InputEvent::Device;

namespace {

InputEvent press(Device d, std::int64_t which) { return {Kind::Press, d, which}; }
InputEvent release(Device d, std::int64_t which) { return {Kind::Release, d, which}; }
InputEvent other() { return {Kind::Other, Device::Mouse, 0}; }

constexpr std::int64_t kCtrl = 224, kA = 4;  // SDL scancodes

}  // namespace

TEST_CASE("[FrameInput] a frame reads everything when nothing pressed in it is released") {
    CHECK(events_for_this_frame({}) == 0);
    CHECK(events_for_this_frame({other(), press(Device::Mouse, 1), other()}) == 3);
    // Released now, pressed in an earlier frame: read at once.
    CHECK(events_for_this_frame({release(Device::Key, kA), release(Device::Mouse, 1), other()}) == 3);
}

TEST_CASE("[FrameInput] a click within one frame is a press now and a release next frame") {
    const std::vector<InputEvent> click = {other(), press(Device::Mouse, 1), release(Device::Mouse, 1), other()};
    CHECK(events_for_this_frame(click) == 2);
    const std::vector<InputEvent> next(click.begin() + 2, click.end());
    CHECK(events_for_this_frame(next) == 2);
}

TEST_CASE("[FrameInput] a quick Ctrl+A: Ctrl and A are down together for a frame") {
    const std::vector<InputEvent> keys = {press(Device::Key, kCtrl), press(Device::Key, kA), release(Device::Key, kA),
                                          release(Device::Key, kCtrl)};
    REQUIRE(events_for_this_frame(keys) == 2);  // Ctrl down, A down
    // Next frame: A up, then Ctrl up (its press was a frame ago, so it is read too).
    CHECK(events_for_this_frame({keys[2], keys[3]}) == 2);
}

TEST_CASE("[FrameInput] only the same button, finger or key holds a release back") {
    CHECK(events_for_this_frame({press(Device::Key, kA), release(Device::Key, kCtrl)}) == 2);
    CHECK(events_for_this_frame({press(Device::Mouse, 1), release(Device::Mouse, 3)}) == 2);
    CHECK(events_for_this_frame({press(Device::Finger, 7), release(Device::Finger, 8)}) == 2);
    CHECK(events_for_this_frame({press(Device::Mouse, 1), release(Device::Finger, 1)}) == 2);
    CHECK(events_for_this_frame({press(Device::Finger, 7), other(), release(Device::Finger, 7)}) == 2);
}
