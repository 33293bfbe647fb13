#include "ui/framework/view.h"

#include "ui/framework/appstate.h"
#include "core/params.h"

#include <QLayout>
#include <qcustomplot.h>

namespace pe::ui {

View::View(AppState* state, QWidget* parent) : QWidget(parent), m_state(state) {}

void View::renderFigure(QCPPainter* painter, const QSize& size)
{
    if (QCustomPlot* plot = primaryPlot()) {
        plot->toPainter(painter, size.width(), size.height());
        plot->replot(QCustomPlot::rpQueuedReplot);
    }
}

void View::renderWidget(QWidget* widget, QCPPainter* painter, const QSize& size)
{
    const QSize old = widget->size();
    const bool wasHidden = widget->isHidden();
    widget->resize(size);
    if (QLayout* l = widget->layout())
        l->activate();
    widget->render(painter, QPoint(), QRegion(), QWidget::DrawChildren);
    widget->resize(old);
    if (QLayout* l = widget->layout())
        l->activate();
    Q_UNUSED(wasHidden);
}

QString View::caption() const
{
    const auto& p = m_state->params();
    return tr("%1 — d = %2, n = %3, L = %4, %5 layout")
        .arg(title())
        .arg(p.dim)
        .arg(QString::fromStdString(core::formatNumber(p.base)))
        .arg(p.length)
        .arg(QString::fromStdString(core::layoutName(p.layout)));
}

QString View::applyCliOptions(const QCommandLineParser&)
{
    return {};
}

} // namespace pe::ui
