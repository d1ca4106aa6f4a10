// The table screen's head of the side panel, for a table's game run from this device (table_desk.h): the phase
// and its clock in digits read from across a room, each power's state (writing, handed in, grace minute, late),
// and the game master's controls: pause, a power's grace minute, playing early when everyone has handed in.
// Nothing of anyone's orders: the table shows only who has handed in. Then the game's link as a QR code, which the
// phones scan to open the game and, after each phase, to take the next.
#pragma once

#include "qr_view.h"
#include "table_desk.h"
#include "ui_context.h"

namespace dip {

struct TableMoment {
    Millis now = 0;         // the platform's time
    bool flashing = false;  // an alert was just given: the clock lights up
};

class TablePanel {
public:
    // Returns true when the game master asks to play the phase now (everyone handed in, the table agreeing).
    bool draw(TableDesk& desk, const UiContext& ui, const TableMoment& moment);

private:
    // A player on paper: the game master types the slip (paper_slip.h).
    void paper_slip(const UiContext& ui, const PhaseClock& clock, Millis now);
    void said_slip(const UiContext& ui) const;  // what became of the last slip, in this phase

    QrPicture link_;               // the game's link, for the phones to scan
    bool slip_open_ = false;       // the slip's box is shown
    Power slip_power_ = kNoPower;  // whose slip
    std::string slip_text_;        // the orders typed
    std::string slip_message_;     // what became of the last slip, said in its phase only:
    std::size_t slip_phase_ = 0;   // the phases played when it was said
};

}  // namespace dip
