#include "ui/framework/appstate.h"

#include "core/encodings/sinusoidal.h"

#include <algorithm>
#include <cmath>

namespace pe::ui {

using core::Limits;

AppState::AppState(QObject* parent)
    : QObject(parent)
    , m_encoding(std::make_shared<core::SinusoidalEncoding>(m_params))
{
    connect(this, &AppState::paramsChanged, this, [this] {
        if (m_embeddings)
            m_encoding = m_embeddings;
        else
            m_encoding = std::make_shared<core::SinusoidalEncoding>(m_params);
        emit inputsChanged();
    });
    connect(this, &AppState::positionChanged, this, &AppState::inputsChanged);
}

ViewInputs AppState::inputs() const
{
    return ViewInputs{m_params, m_position, m_encoding};
}

double AppState::clampBase(double base)
{
    if (!std::isfinite(base))
        return core::EncodingParams{}.base;
    // The core needs n > 1: the smallest double above 1 is allowed, so that a base typed on the
    // command line (1.0000001) is computed as typed.
    return std::clamp(base, std::nextafter(1.0, 2.0), Limits::maxBase);
}

core::EncodingParams AppState::constrained(core::EncodingParams p) const
{
    if (m_embeddings) {
        p.dim = m_embeddings->dim();
        p.length = std::min(p.length, m_embeddings->maxLength());
    }
    return p;
}

void AppState::setEmbeddings(std::shared_ptr<const core::AbsoluteEncoding> embeddings, const QString& file,
                             const QString& tensor)
{
    if (embeddings == m_embeddings)
        return;
    m_embeddings = std::move(embeddings);
    m_embeddingsFile = m_embeddings ? file : QString();
    m_embeddingsTensor = m_embeddings ? tensor : QString();
    core::EncodingParams p = m_params;
    if (m_embeddings) {
        p.dim = m_embeddings->dim();
        p.length = std::min(p.length, m_embeddings->maxLength());
    }
    if (constrained(p) == m_params)
        emit paramsChanged(); // the encoding changed even though d and L did not
    else
        setParams(p);
    emit embeddingsChanged();
}

void AppState::setDim(int dim)
{
    if (m_embeddings)
        return; // d is the table's
    dim = std::clamp(dim, Limits::minDim, Limits::maxDim);
    if (dim == m_params.dim)
        return;
    m_params.dim = dim;
    emit dimChanged(dim);
    emit paramsChanged();
}

void AppState::setBase(double base)
{
    base = clampBase(base);
    if (base == m_params.base)
        return;
    m_params.base = base;
    emit baseChanged(base);
    emit paramsChanged();
}

void AppState::setLength(qint64 length)
{
    length =
        std::clamp<qint64>(length, Limits::minLength, m_embeddings ? m_embeddings->maxLength() : Limits::maxLength);
    if (length == m_params.length)
        return;
    m_params.length = length;
    emit lengthChanged(length);
    clampPosition();
    emit paramsChanged();
}

void AppState::setLayout(core::Layout layout)
{
    if (layout == m_params.layout)
        return;
    m_params.layout = layout;
    emit layoutChanged(layout);
    emit paramsChanged();
}

void AppState::setPosition(qint64 position)
{
    position = std::clamp<qint64>(position, 0, m_params.length - 1);
    if (position == m_position)
        return;
    m_position = position;
    emit positionChanged(position);
}

void AppState::setParams(const core::EncodingParams& p)
{
    const core::EncodingParams old = m_params;
    m_params.dim = std::clamp(p.dim, Limits::minDim, Limits::maxDim);
    m_params.base = clampBase(p.base);
    m_params.length = std::clamp<long>(p.length, Limits::minLength, Limits::maxLength);
    m_params.layout = p.layout;
    m_params = constrained(m_params);
    if (m_params == old)
        return;
    if (m_params.dim != old.dim)
        emit dimChanged(m_params.dim);
    if (m_params.base != old.base)
        emit baseChanged(m_params.base);
    if (m_params.length != old.length)
        emit lengthChanged(m_params.length);
    if (m_params.layout != old.layout)
        emit layoutChanged(m_params.layout);
    clampPosition();
    emit paramsChanged();
}

void AppState::clampPosition()
{
    if (m_position > m_params.length - 1) {
        m_position = m_params.length - 1;
        emit positionChanged(m_position);
    }
}

} // namespace pe::ui
