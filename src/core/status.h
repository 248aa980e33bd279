// A user-facing outcome: ok, or a refusal with a reason a player can read
// ("BOOKS is another form of BOOK"). Refusals change nothing.
#pragma once
#include <string>
#include <utility>

namespace lf {

class [[nodiscard]] Status {
 public:
  Status() = default;
  static Status Ok() { return Status(); }
  static Status Refused(std::string reason) { return Status(std::move(reason)); }

  bool ok() const { return !refused_; }
  explicit operator bool() const { return ok(); }
  const std::string& reason() const { return reason_; }

 private:
  explicit Status(std::string reason) : refused_(true), reason_(std::move(reason)) {}
  bool refused_ = false;
  std::string reason_;
};

// A value or a reason it could not be produced (a bad file, a bad record).
template <typename T>
class [[nodiscard]] Result {
 public:
  Result(T value) : value_(std::move(value)), ok_(true) {}  // NOLINT: implicit on purpose
  Result(Status refusal) : error_(refusal.reason()), ok_(false) {}  // NOLINT
  static Result Error(std::string reason) { return Result(Status::Refused(std::move(reason))); }

  bool ok() const { return ok_; }
  explicit operator bool() const { return ok_; }
  const std::string& error() const { return error_; }
  T& value() { return value_; }
  const T& value() const { return value_; }
  T& operator*() { return value_; }
  const T& operator*() const { return value_; }
  T* operator->() { return &value_; }
  const T* operator->() const { return &value_; }

 private:
  T value_{};
  std::string error_;
  bool ok_;
};

}  // namespace lf
