// The event as a link (event_link.h).
#include "event_link.h"

#include "event_text.h"
#include "save_format.h"
#include "text_util.h"

namespace dip {

std::string encode_event(const Event& event) {
    const std::string text = write_event(event);
    return save_format::encode(save_format::kEvent, save_format::Bytes{{text.begin(), text.end()}});
}

Expected<Event> decode_event(std::string_view text) {
    if (trim(text).starts_with("dip-event")) return read_event(trim(text));
    std::string error;
    save_format::Bytes bytes;
    if (!save_format::decode(text, save_format::kEvent, bytes, error)) return Failure{error};
    if (bytes.data.size() > kMaxEventText) return Failure{"This tournament is larger than any this page keeps."};
    return read_event(std::string_view(reinterpret_cast<const char*>(bytes.data.data()), bytes.data.size()));
}

bool is_event_link(std::string_view link) { return link.find(kEventLinkKey) != std::string_view::npos; }

}  // namespace dip
