// Sentences about a player by name, where the name may be "You" (what the
// set-up screen calls the one person playing against bots): "You have no
// cards left", "your Fern", "made you draw". The move logs go through this
// so that they read right for both "Ana" and "You".
#pragma once
#include <string>
#include <string_view>

namespace lf {

class Person {
 public:
  explicit Person(std::string name) : name_(std::move(name)), you_(name_ == "You") {}
  // The subject: "Ana" / "You".
  const std::string& Name() const { return name_; }
  // The subject and its verb: Verb("has", "have") gives "Ana has" / "You have".
  std::string Verb(std::string_view third_person, std::string_view base) const {
    return name_ + " " + std::string(you_ ? base : third_person);
  }
  // An object: "Ana" / "you".
  std::string Object() const { return you_ ? "you" : name_; }
  // Their things, mid-sentence: "their" / "your".
  std::string Their() const { return you_ ? "your" : "their"; }
  // Their things by name: "Ana's" / "your" (mid-sentence), "Your" (starting one).
  std::string Possessive() const { return you_ ? "your" : name_ + "'s"; }
  std::string PossessiveStart() const { return you_ ? "Your" : name_ + "'s"; }
  // The pronoun as an object: "them" / "you".
  std::string Them() const { return you_ ? "you" : "them"; }

 private:
  std::string name_;
  bool you_;
};

}  // namespace lf
