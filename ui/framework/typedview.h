#pragma once

#include "ui/framework/view.h"

#include <QCoreApplication>

#include <memory>
#include <utility>

namespace pe::ui {

/// What a view's compute() receives: everything, by value, so that it runs on any thread.
/// `Viewport` is the view's own description of what is visible (ranges, pixel sizes), or
/// NoViewport; `previous` is the frame on screen, for reusing what did not change.
struct NoViewport {
    bool operator==(const NoViewport&) const { return true; }
};

template <class Settings, class Viewport, class F> struct ComputeRequest {
    ViewInputs inputs;
    Settings settings;
    Viewport viewport;
    std::shared_ptr<const F> previous;
};

/// A frame that keeps what it was computed from: the parameters, the view's settings and the
/// viewport (the pixels it was computed for), to draw with and to tell whether a new request
/// changes anything. Made by newFrame().
template <class Settings, class Viewport> struct RequestFrame : Frame {
    core::EncodingParams params;
    Settings settings;
    Viewport viewport;
};

/// A new frame F (derived from RequestFrame) holding the request's parameters, settings and viewport.
template <class F, class Settings, class Viewport>
std::shared_ptr<F> newFrame(const ComputeRequest<Settings, Viewport, F>& request)
{
    auto f = std::make_shared<F>();
    f->params = request.inputs.params;
    f->settings = request.settings;
    f->viewport = request.viewport;
    return f;
}

/// The base of every view. A view class declares, once:
///  - `struct Settings` (plain values with defaults) and `static void bindSettings(SettingsSchema<Settings>&)`,
///    binding each setting its data file declares to its member (schema());
///  - its frame type F (derived from Frame) and
///    `static std::shared_ptr<const F> compute(const ComputeRequest<Settings, Viewport, F>&)`, pure;
///  - `static QString declaredName()`: its folder and data file (PE_VIEW_REGISTRATION defines it);
///  - `void draw(const F&)` and `writeCsv()`.
/// The framework does the rest: text <-> settings, jobs, stale-result dropping, frame handover.
template <class Derived, class S, class F, class V = NoViewport> class TypedView : public View {
public:
    using Settings = S;
    using FrameType = F;
    using Viewport = V;
    using Request = ComputeRequest<S, V, F>;

    explicit TypedView(QWidget* parent = nullptr)
        : View(descriptorOf(), parent)
    {
    }

    /// The view as its data file ui/views/<name>/<name>.json declares it. A view that adds what
    /// only C++ can say (checkSettings) hides this with a describe() of its own that starts from
    /// this one.
    static ViewDescriptor describe() { return ViewDescriptor::declared(Derived::declaredName()); }

    /// The settings the data file declares, each bound to its member of S by Derived::bindSettings().
    static const SettingsSchema<S>& schema()
    {
        static const SettingsSchema<S> s = [] {
            SettingsSchema<S> out = SettingsSchema<S>::declared(Derived::declaredName());
            Derived::bindSettings(out);
            return out;
        }();
        return s;
    }

    /// The registry entry, built once from the class's static declarations.
    static const ViewDescriptor& descriptorOf()
    {
        static const ViewDescriptor d = [] {
            ViewDescriptor out = Derived::describe();
            out.settings = Derived::schema().infos();
            out.problems << Derived::schema().problems();
            out.create = [](QWidget* parent) -> View* { return new Derived(parent); };
            return out;
        }();
        return d;
    }

    const S& settings() const { return m_settings; }
    /// Sets every setting at once (one recompute); emits settingChanged for each that changed.
    void setSettings(const S& settings)
    {
        const S old = m_settings;
        m_settings = settings;
        bool changed = false;
        for (const auto& f : Derived::schema().fields())
            if (f.get(old) != f.get(m_settings)) {
                changed = true;
                emit settingChanged(f.info.key);
            }
        if (changed) {
            settingsChanged(old);
            emit updateRequested();
        }
    }

    /// Sets one setting (one recompute if it changed), for the thin setters tests use:
    /// `setSetting(&XSettings::bits, bits)`.
    template <class Member, class Value> void setSetting(Member field, Value&& value)
    {
        S s = m_settings;
        s.*field = std::forward<Value>(value);
        setSettings(s);
    }

    QString settingText(const QString& key) const override
    {
        for (const auto& f : Derived::schema().fields())
            if (f.info.key == key)
                return f.get(m_settings);
        return {};
    }

    void resetSettings() override { setSettings(S{}); }

    Job makeJob() override
    {
        Request request{inputs(), m_settings, viewport(), m_frame};
        return [request = std::move(request)]() -> FramePtr { return Derived::compute(request); };
    }

    void applyFrame(const FramePtr& frame) override
    {
        m_frame = std::static_pointer_cast<const F>(frame);
        if (m_frame) {
            m_frameHeld = false;
            draw(*m_frame);
            if (!m_frameHeld)
                emit this->frameShown();
        }
    }

    void adoptFrame(const FramePtr& frame) override { m_frame = std::static_pointer_cast<const F>(frame); }

    bool framePending() const override { return m_frame && m_frame->pending; }
    /// The frame on screen, or nullptr before the first one.
    const std::shared_ptr<const F>& frame() const { return m_frame; }

protected:
    /// Set by draw() when it leaves the frame undrawn and asks for another (PanelView: a new
    /// frame moved the panels, the result for their new pixels draws): no frameShown for it
    /// (a live recording took frames computed for the old pixels).
    bool m_frameHeld = false;
    /// What is visible now (ranges, pixel sizes), captured on the GUI thread for compute().
    virtual V viewport() const { return V{}; }
    /// Draws a frame that compute() returned.
    virtual void draw(const F& frame) = 0;
    /// Settings changed (old values in `previous`): sync the view's own widgets.
    virtual void settingsChanged(const S& previous) { Q_UNUSED(previous); }

    void storeSettingText(const QString& key, const QString& text) override
    {
        const S old = m_settings;
        for (const auto& f : Derived::schema().fields())
            if (f.info.key == key)
                f.set(m_settings, text);
        settingsChanged(old);
    }

private:
    S m_settings;
    std::shared_ptr<const F> m_frame;
};

} // namespace pe::ui
