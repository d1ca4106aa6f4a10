// The director's event in storage (event_book.h).
#include "event_book.h"

#include "event_link.h"
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
        event_.reset();
        problem_.clear();
        seen_ = storage_.get(kKey);
        if (seen_) {
            Expected<Event> read = read_event(*seen_);
            if (read) event_ = std::move(*read);
            else {
                problem_ = "The tournament kept here could not be read (" + read.failure().message +
                           "): it was set aside, and a new one can be started.";
                storage_.set(kSetAside, *seen_);
                storage_.remove(kKey);
                seen_.reset();
            }
        }
    }
    return event_ ? &*event_ : nullptr;
}

bool EventBook::stored_elsewhere() {
    if (!read_ || storage_.get(kKey) == seen_) return false;
    read_ = false;  // read again when next asked for: never in the middle of a frame that draws the event
    return true;
}

void EventBook::set_aside() {
    if (const std::optional<std::string> text = storage_.get(kKey)) storage_.set(kSetAside, *text);
}

void EventBook::start(std::string name, EventSettings settings) {
    Event event;
    event.name = std::move(name);
    event.settings = settings;
    open(std::move(event));
}

void EventBook::open(Event event) {
    this->event();
    set_aside();
    seen_ = storage_.get(kKey);  // replaced on purpose, whatever another tab stored: that is set aside
    event_ = std::move(event);
    problem_.clear();
}

std::string EventBook::open_text(std::string_view text) {
    Expected<Event> read = decode_event(text);
    if (!read) return "This is not a tournament this page can open: " + read.failure().message;
    open(std::move(*read));
    return save();
}

std::string EventBook::save() {
    if (!event_) return "";
    if (stored_elsewhere()) {
        return "Another tab changed the tournament just now, so this change was not stored over it: the tournament "
               "is shown as that tab left it. Make the change again.";
    }
    std::string text = write_event(*event_);
    switch (storage_.set(kKey, text)) {
        case Storage::Write::Stored: seen_ = std::move(text); return "";
        case Storage::Write::Full: return "The browser's storage is full: the tournament's last change is not kept.";
        case Storage::Write::Unavailable: return "This browser keeps nothing for the page: the tournament is not kept.";
    }
    return "";
}

}  // namespace dip
