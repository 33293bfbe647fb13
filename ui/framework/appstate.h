#pragma once

#include "core/params.h"
#include "ui/framework/viewinputs.h"

#include <QObject>

namespace pe::ui {

/// The parameters shared by every view. Setters clamp to the allowed range, ignore
/// unchanged values and emit the matching xxxChanged signal followed by paramsChanged
/// (for d, n, L and the layout). Sliders, spin boxes, presets and the command line all
/// go through these setters.
class AppState : public QObject {
    Q_OBJECT
public:
    explicit AppState(QObject* parent = nullptr);

    const core::EncodingParams& params() const { return m_params; }
    int dim() const { return m_params.dim; }
    double base() const { return m_params.base; }
    qint64 length() const { return m_params.length; }
    core::Layout layout() const { return m_params.layout; }
    /// The position t that position-based views (clock, rotation, inspector...) look at.
    qint64 position() const { return m_position; }

    /// Everything a view receives: the parameters, the position and the encoding they define.
    ViewInputs inputs() const;

    static double clampBase(double base);

public slots:
    void setDim(int dim);
    void setBase(double base);
    void setLength(qint64 length);
    void setLayout(pe::core::Layout layout);
    void setPosition(qint64 position);
    /// Sets d, n, L and the layout at once with a single paramsChanged.
    void setParams(const pe::core::EncodingParams& params);

signals:
    void dimChanged(int dim);
    void baseChanged(double base);
    void lengthChanged(qint64 length);
    void layoutChanged(pe::core::Layout layout);
    void positionChanged(qint64 position);
    /// Any of d, n, L or the layout changed.
    void paramsChanged();
    /// What inputs() returns changed (after paramsChanged or positionChanged).
    void inputsChanged();

private:
    void clampPosition();

    core::EncodingParams m_params;
    std::shared_ptr<const core::AbsoluteEncoding> m_encoding;
    qint64 m_position = 0;
};

} // namespace pe::ui
