// The tournament event the director keeps on this device (engine/event/): read from and written to one storage key
// as its text (event_text.h), so a reload, another tab or the next day's laptop (by the text) has the same event.
// A stored text that does not read is set aside, never lost, and the director told why.
#pragma once

#include <optional>
#include <string>

#include "event.h"
#include "library.h"
#include "session.h"

namespace dip {

// The result of a game played on the page, as a board's: its centres and end, and the year each power that is out
// fell (the year of the phase that left it with nothing). The director takes a table's game with it.
BoardResult board_result_of(const Session& session);

class EventBook {
public:
    explicit EventBook(Storage& storage) : storage_(storage) {}

    // The event kept here (read from storage the first time), or none.
    Event* event();
    // A new event, in place of the one kept (which stays in storage under kSetAside until the next is set aside).
    void start(std::string name, EventSettings settings);
    // Another device's event, from its text or its link (event_link.h), in place of the one kept (set aside as
    // start() does): "" or why not (the event kept is unchanged).
    std::string open_text(std::string_view text);
    void open(Event event);
    // Writes the event after a change: "" or why it was not stored. Never over a change another tab stored since
    // this book last read or wrote: then the change is dropped, the next event() gives the other tab's event,
    // and the message says to make the change again on it.
    std::string save();
    // Another tab stored the event (the platform's storage event): unless it is what this book last read or
    // wrote, the book reads it again at the next event() (the event shown until then stays whole). True then.
    bool stored_elsewhere();
    // What happened when the event was read: "" or why the stored one was set aside.
    const std::string& problem() const { return problem_; }

    static constexpr const char* kKey = "dip.event";
    static constexpr const char* kSetAside = "dip.event.set-aside";

private:
    void set_aside();
    Storage& storage_;
    bool read_ = false;
    std::optional<Event> event_;
    std::optional<std::string> seen_;  // the stored text as this book last read or wrote it
    std::string problem_;
};

}  // namespace dip
