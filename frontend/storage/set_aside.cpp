// Records set aside: "dip-set-aside 1", one "field value" line each (from, reason, at), an empty line, then the
// text as it was stored. Records set aside by earlier releases are that text alone.
#include "set_aside.h"

#include <algorithm>
#include <atomic>
#include <charconv>

#include "stored_record.h"

namespace dip {

namespace {

constexpr std::string_view kHeader = "dip-set-aside 1\n";
constexpr std::string_view kAnyHeader = "dip-set-aside ";  // any release's (a later one may add fields)
constexpr int kMostWithOneName = 1000;  // records set aside from one game key: past it, nothing more is kept

std::atomic<std::uint64_t> g_changes{0};

SetAsideRecord read_aside(const std::string& key, std::string_view stored) {
    SetAsideRecord r;
    r.key = key;
    std::string_view text = stored;
    if (stored.substr(0, kAnyHeader.size()) == kAnyHeader) {
        std::size_t at = stored.find('\n');
        while (at != std::string_view::npos) {
            const std::size_t start = at + 1;
            at = stored.find('\n', start);
            const std::string_view line = stored.substr(start, at == std::string_view::npos ? at : at - start);
            if (line.empty()) break;  // the text follows
            const std::size_t space = line.find(' ');
            const std::string_view field = line.substr(0, space);
            const std::string_view value = space == std::string_view::npos ? "" : line.substr(space + 1);
            if (field == "reason") r.reason = unescaped_field(value);
            else if (field == "at") std::from_chars(value.data(), value.data() + value.size(), r.at_ms);
        }
        text = at == std::string_view::npos ? std::string_view() : stored.substr(at + 1);
    }
    r.text = std::string(text);
    if (const std::optional<GameSummary> s = read_record(text).summary) r.name = s->name;
    return r;
}

}  // namespace

std::string SetAsideRecord::save_string() const { return read_record(text).game; }

std::string SetAside::put(std::string_view from, const std::string& text, const std::string& reason,
                          std::int64_t now_ms) {
    const std::string_view game_prefix = GameLibrary::kGamePrefix;
    const std::string_view name =
        from.substr(0, game_prefix.size()) == game_prefix ? from.substr(game_prefix.size()) : from;
    std::string key = GameLibrary::kAsidePrefix + std::string(name);
    for (int n = 2; storage_.get(key); ++n) {  // never over a record set aside before
        if (n > kMostWithOneName) return "";
        key = GameLibrary::kAsidePrefix + std::string(name) + "." + std::to_string(n);
    }
    std::string record(kHeader);
    record += "from " + escaped_field(from) + "\n";
    record += "reason " + escaped_field(reason) + "\n";
    if (now_ms > 0) record += "at " + std::to_string(now_ms) + "\n";
    record += "\n" + text;
    if (storage_.set(key, record) != Storage::Write::Stored) return "";
    ++g_changes;
    return key;
}

std::vector<SetAsideRecord> SetAside::list() const {
    std::vector<SetAsideRecord> out;
    for (const std::string& key : storage_.keys(GameLibrary::kAsidePrefix))
        if (const std::optional<std::string> stored = storage_.get(key)) out.push_back(read_aside(key, *stored));
    std::sort(out.begin(), out.end(), [](const SetAsideRecord& a, const SetAsideRecord& b) {
        return a.at_ms != b.at_ms ? a.at_ms > b.at_ms : a.key < b.key;
    });
    return out;
}

void SetAside::remove(const std::string& key) {
    const std::optional<std::string> stored = storage_.get(key);
    if (!stored) return;
    removed_key_ = key;
    removed_text_ = *stored;
    storage_.remove(key);
    ++g_changes;
}

bool SetAside::undo_remove() {
    if (removed_key_.empty() || storage_.set(removed_key_, removed_text_) != Storage::Write::Stored) return false;
    removed_key_.clear();
    removed_text_.clear();
    ++g_changes;
    return true;
}

std::uint64_t SetAside::changes() { return g_changes; }

}  // namespace dip
