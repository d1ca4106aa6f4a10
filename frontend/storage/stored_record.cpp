// The stored form of a game: "dip-record 1", one "field value" line each, an empty line, the save string.
#include "stored_record.h"

#include <charconv>

namespace dip {

namespace {

constexpr std::string_view kMagic = "dip-record 1\n";
constexpr std::string_view kAnyRecord = "dip-record ";  // any release's header (a save string never starts so)

template <class T>
T number(std::string_view s) {
    T v{};
    std::from_chars(s.data(), s.data() + s.size(), v);
    return v;
}

}  // namespace

std::string escaped_field(std::string_view s) {
    std::string out;
    for (char c : s) {
        if (c == '\\') out += "\\\\";
        else if (c == '\n') out += "\\n";
        else if (c == '\r') out += "\\r";
        else out += c;
    }
    return out;
}

std::string unescaped_field(std::string_view s) {
    std::string out;
    for (std::size_t i = 0; i < s.size(); ++i) {
        if (s[i] != '\\' || i + 1 == s.size()) {
            out += s[i];
            continue;
        }
        const char c = s[++i];
        out += c == 'n' ? '\n' : c == 'r' ? '\r' : c;
    }
    return out;
}

std::string write_record(const StoredRecord& r) {
    std::string out(kMagic);
    out += "revision " + std::to_string(r.stamp.revision) + "\n";
    out += "writer " + std::to_string(r.stamp.writer) + "\n";
    if (const auto& s = r.summary) {
        out += "name " + escaped_field(s->name) + "\n";
        out += "mode " + std::to_string(static_cast<int>(s->mode)) + "\n";
        out += "phase " + escaped_field(s->phase) + "\n";
        out += "saved " + std::to_string(s->saved_at) + "\n";
        out += "id " + std::to_string(s->id) + "\n";
        out += "phases " + std::to_string(s->phases) + "\n";
        out += "variant " + escaped_field(s->variant) + "\n";
        if (s->against_computer) out += "computers 1\n";
    }
    out += "\n";
    out += r.game;
    return out;
}

StoredRecord read_record(std::string_view text) {
    StoredRecord r;
    if (text.substr(0, kAnyRecord.size()) != kAnyRecord) {
        r.game = std::string(text);  // a bare save string, from before headers
        return r;
    }
    std::size_t at = text.find('\n');
    bool has_summary = false;
    GameSummary s;
    while (at != std::string_view::npos && at + 1 < text.size()) {
        const std::size_t start = at + 1;
        at = text.find('\n', start);
        const std::string_view line = text.substr(start, at == std::string_view::npos ? at : at - start);
        if (line.empty()) break;  // the save string follows
        const std::size_t space = line.find(' ');
        const std::string_view field = line.substr(0, space);
        const std::string_view value = space == std::string_view::npos ? "" : line.substr(space + 1);
        if (field == "revision") r.stamp.revision = number<std::uint64_t>(value);
        else if (field == "writer") r.stamp.writer = number<std::uint64_t>(value);
        else if (field == "name") s.name = unescaped_field(value), has_summary = true;
        else if (field == "mode") s.mode = static_cast<PlayMode>(number<int>(value));
        else if (field == "phase") s.phase = unescaped_field(value);
        else if (field == "saved") s.saved_at = number<std::int64_t>(value);
        else if (field == "id") s.id = number<std::uint64_t>(value);
        else if (field == "phases") s.phases = number<int>(value);
        else if (field == "variant") s.variant = unescaped_field(value);
        else if (field == "computers") s.against_computer = value == "1";
        // (a field a newer release added is passed over)
    }
    if (has_summary) r.summary = s;
    if (at != std::string_view::npos && at + 1 <= text.size()) r.game = std::string(text.substr(at + 1));
    return r;
}

}  // namespace dip
