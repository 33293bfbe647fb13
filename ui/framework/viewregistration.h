#pragma once

#include "ui/framework/typedview.h"

/// The members every TypedView subclass declares, in its public section, after Q_OBJECT and
/// `public:`: the constructor, declaredName() (defined by PE_VIEW_REGISTRATION), bindSettings()
/// (each setting of the view's data file bound to its member of the settings struct), compute()
/// (forwarding to the pure function of the view's frame file), draw() and writeCsv().
/// viewport(), csvProblem(), the hooks and a describe() of the view's own (TypedView::describe()
/// plus what only C++ can say, such as checkSettings) stay written out, since not every view has
/// them.
///
///     class ClockView : public TypedView<ClockView, ClockSettings, ClockFrame> {
///         Q_OBJECT
///     public:
///         PE_VIEW_CONTRACT(ClockView, computeClock);
///         ...
#define PE_VIEW_CONTRACT(Class, computeFunction)                                                                       \
    explicit Class(QWidget* parent = nullptr);                                                                         \
    static QString declaredName();                                                                                     \
    static void bindSettings(SettingsSchema<Settings>& schema);                                                        \
    static std::shared_ptr<const FrameType> compute(const Request& request)                                            \
    {                                                                                                                  \
        return computeFunction(request);                                                                               \
    }                                                                                                                  \
    void draw(const FrameType& frame) override;                                                                        \
    void writeCsv(const QString& option, core::io::CsvWriter& out) const override

/// Registers a view class under its folder, in the folder's .cpp, inside namespace pe::ui:
/// names the view after the folder (its data file is <folder>/<folder>.json) and defines
/// `views::<folder>::descriptor()`, which the registry that CMake generates from the folder
/// names under ui/views/ calls.
///
///     PE_VIEW_REGISTRATION(clock, ClockView)
#define PE_VIEW_REGISTRATION(folder, Class)                                                                            \
    QString Class::declaredName()                                                                                      \
    {                                                                                                                  \
        return QStringLiteral(#folder);                                                                                \
    }                                                                                                                  \
    namespace views::folder {                                                                                          \
    const ViewDescriptor& descriptor()                                                                                 \
    {                                                                                                                  \
        return Class::descriptorOf();                                                                                  \
    }                                                                                                                  \
    }
