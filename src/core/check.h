// Programmer-error checks: abort loudly with both values printed.
// Rules code never throws; user errors (illegal moves, bad files) are values,
// not checks (see status.h).
#pragma once
#include <cstdio>
#include <cstdlib>
#include <sstream>
#include <string>

namespace lf::detail {
template <typename A, typename B>
[[noreturn]] void CheckFailed(const char* file, int line, const char* expr, const A& a, const B& b) {
  std::ostringstream os;
  os << file << ":" << line << ": check failed: " << expr << " (" << a << " vs " << b << ")\n";
  std::fputs(os.str().c_str(), stderr);
  std::abort();
}
[[noreturn]] inline void CheckFailed(const char* file, int line, const char* expr) {
  std::fprintf(stderr, "%s:%d: check failed: %s\n", file, line, expr);
  std::abort();
}
}  // namespace lf::detail

#define LF_CHECK(cond) \
  do { if (!(cond)) ::lf::detail::CheckFailed(__FILE__, __LINE__, #cond); } while (0)
#define LF_CHECK_OP(a, op, b)                                                     \
  do {                                                                            \
    const auto& lf_a_ = (a);                                                      \
    const auto& lf_b_ = (b);                                                      \
    if (!(lf_a_ op lf_b_)) ::lf::detail::CheckFailed(__FILE__, __LINE__, #a " " #op " " #b, lf_a_, lf_b_); \
  } while (0)
#define LF_CHECK_EQ(a, b) LF_CHECK_OP(a, ==, b)
#define LF_CHECK_NE(a, b) LF_CHECK_OP(a, !=, b)
#define LF_CHECK_LT(a, b) LF_CHECK_OP(a, <, b)
#define LF_CHECK_LE(a, b) LF_CHECK_OP(a, <=, b)
#define LF_CHECK_GE(a, b) LF_CHECK_OP(a, >=, b)
#define LF_CHECK_GT(a, b) LF_CHECK_OP(a, >, b)
