/** A plain CSS spinner: shown while chunks load, so it must not need antd's Spin (or its runtime styles). */
export function PageLoading() {
  return (
    <div className="page-loading" role="status" aria-busy="true">
      <span className="page-loading-spinner" />
    </div>
  );
}
