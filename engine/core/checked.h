// DIP_ON_BOARD(condition): in checked builds (the sanitizer and fuzzer presets define DIP_BOARD_CHECKS; any
// build without NDEBUG), says what was off the board and where, and stops the program; nothing in release
// builds. See board_checks.h.
#pragma once

namespace dip {
[[noreturn]] void off_the_board(const char* what, const char* file, int line);
}  // namespace dip

#if defined(DIP_BOARD_CHECKS) || !defined(NDEBUG)
#define DIP_ON_BOARD(cond) ((cond) ? void(0) : ::dip::off_the_board(#cond, __FILE__, __LINE__))
#else
#define DIP_ON_BOARD(cond) static_cast<void>(sizeof((cond) ? 1 : 0))  // not evaluated
#endif
