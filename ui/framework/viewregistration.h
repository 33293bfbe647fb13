#pragma once

#include "ui/framework/typedview.h"

/// The members every TypedView subclass declares, in its public section, after Q_OBJECT and
/// `public:`: the constructor, describe(), schema(), compute() (forwarding to the pure
/// function of the view's frame file), draw() and writeCsv(). viewport(), csvProblem() and
/// the hooks stay written out, since not every view has them.
///
///     class ClockView : public TypedView<ClockView, ClockSettings, ClockFrame> {
///         Q_OBJECT
///     public:
///         PE_VIEW_CONTRACT(ClockView, computeClock);
///         ...
#define PE_VIEW_CONTRACT(Class, computeFunction)                                                                       \
    explicit Class(QWidget* parent = nullptr);                                                                         \
    static ViewDescriptor describe();                                                                                  \
    static const SettingsSchema<Settings>& schema();                                                                   \
    static std::shared_ptr<const FrameType> compute(const Request& request)                                            \
    {                                                                                                                  \
        return computeFunction(request);                                                                               \
    }                                                                                                                  \
    void draw(const FrameType& frame) override;                                                                        \
    void writeCsv(const QString& option, core::io::CsvWriter& out) const override

/// Registers a view class under its folder, in the folder's .cpp, inside namespace pe::ui:
/// defines `views::<folder>::descriptor()`, which the registry that CMake generates from the
/// folder names under ui/views/ calls.
///
///     PE_VIEW_REGISTRATION(clock, ClockView)
#define PE_VIEW_REGISTRATION(folder, Class)                                                                            \
    namespace views::folder {                                                                                          \
    const ViewDescriptor& descriptor()                                                                                 \
    {                                                                                                                  \
        return Class::descriptorOf();                                                                                  \
    }                                                                                                                  \
    }
