// The player's messages: one on show, all in the log.
#include "notices.h"

namespace dip {

void Notices::tell(std::string text, Kind kind) {
    if (text.empty()) {
        showing_ = false;
        return;
    }
    if (log_.size() == kMaxLog) log_.erase(log_.begin());
    log_.push_back({std::move(text), kind, ++told_});
    showing_ = true;
}

}  // namespace dip
