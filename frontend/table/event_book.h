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
    // Another device's event from its text: "" or why not (the event kept is unchanged).
    std::string open_text(std::string_view text);
    // Writes the event after a change: "" or why it could not be stored (the storage full or off).
    std::string save();
    // What happened when the event was read: "" or why the stored one was set aside.
    const std::string& problem() const { return problem_; }

    static constexpr const char* kKey = "dip.event";
    static constexpr const char* kSetAside = "dip.event.set-aside";

private:
    void set_aside();
    Storage& storage_;
    bool read_ = false;
    std::optional<Event> event_;
    std::string problem_;
};

}  // namespace dip
