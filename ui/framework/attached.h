#pragma once

#include <QObject>

namespace pe::ui {

namespace detail {
/// The holder of one attached value: a child of its owner, so it lives exactly as long.
template <class T> class Attached final : public QObject {
public:
    explicit Attached(QObject* owner)
        : QObject(owner)
    {
    }
    T value{};
};
} // namespace detail

/// Typed state a piece of code keeps on a Qt object it does not own (an axis's label as the view
/// set it, whether a plot has its hooks, a widget's own size policy), in place of string-keyed
/// dynamic properties: a misspelt key or a wrong type is a compile error, and the state goes
/// with the object. Each type T is one slot per object: give every use its own struct.
///
///     struct LabelFitState { QString whole, shown; int length = 0; };
///     LabelFitState& state = attached<LabelFitState>(axis);
///
/// The value of type T attached to `owner`, created (value-initialised) on first use.
template <class T> T& attached(QObject* owner);

/// The value of type T attached to `owner`, or nullptr when none was.
template <class T> T* findAttached(const QObject* owner)
{
    if (!owner)
        return nullptr;
    for (QObject* child : owner->children())
        if (auto* holder = dynamic_cast<detail::Attached<T>*>(child))
            return &holder->value;
    return nullptr;
}

template <class T> T& attached(QObject* owner)
{
    if (T* found = findAttached<T>(owner))
        return *found;
    return (new detail::Attached<T>(owner))->value;
}

/// Sets `slot` (an attached value, usually) to `value`; false when it held `value` already, so
/// that what is done once per value is skipped: `if (!setIfChanged(attached<S>(o).done, true)) return;`
template <class T> bool setIfChanged(T& slot, const T& value)
{
    if (slot == value)
        return false;
    slot = value;
    return true;
}

} // namespace pe::ui
