// The director's event in storage (event_book.h).
#include "event_book.h"

#include "event_text.h"

namespace dip {

BoardResult board_result_of(const Session& s) {
    BoardResult r = board_result(s.position(), s.map(), s.end());
    for (int pw = 0; pw < r.powers; ++pw) {
        if (!s.position().eliminated(static_cast<Power>(pw))) continue;
        // The phase it lost its last unit and centre in (a power can come back only by a sandbox edit: the last).
        for (const PlayedPhase& played : s.game().history())
            if (!played.position.eliminated(static_cast<Power>(pw)) &&
                played.result.next.eliminated(static_cast<Power>(pw)))
                r.eliminated_in[pw] = played.position.phase.year;
    }
    return r;
}

Event* EventBook::event() {
    if (!read_) {
        read_ = true;
        if (const std::optional<std::string> text = storage_.get(kKey)) {
            Expected<Event> read = read_event(*text);
            if (read) event_ = std::move(*read);
            else {
                problem_ = "The tournament kept here could not be read (" + read.failure().message +
                           "): it was set aside, and a new one can be started.";
                storage_.set(kSetAside, *text);
                storage_.remove(kKey);
            }
        }
    }
    return event_ ? &*event_ : nullptr;
}

void EventBook::set_aside() {
    if (const std::optional<std::string> text = storage_.get(kKey)) storage_.set(kSetAside, *text);
}

void EventBook::start(std::string name, EventSettings settings) {
    event();
    set_aside();
    event_ = Event{.name = std::move(name), .settings = settings};
    problem_.clear();
}

std::string EventBook::open_text(std::string_view text) {
    Expected<Event> read = read_event(text);
    if (!read) return "This is not a tournament this page can open: " + read.failure().message;
    event();
    set_aside();
    event_ = std::move(*read);
    problem_.clear();
    return save();
}

std::string EventBook::save() {
    if (!event_) return "";
    switch (storage_.set(kKey, write_event(*event_))) {
        case Storage::Write::Stored: return "";
        case Storage::Write::Full: return "The browser's storage is full: the tournament's last change is not kept.";
        case Storage::Write::Unavailable: return "This browser keeps nothing for the page: the tournament is not kept.";
    }
    return "";
}

}  // namespace dip
